//! Closed sets, each stored as its text in SQLite and shown as the same text
//! in the API and on the command line.
use threadwatch_api::models;

/// An enum of text values: `as_str`, `Display`, `FromStr`, serde and SQLite
/// conversions, all from the one list of (variant, text).
macro_rules! text_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        pub enum $name {
            $($(#[$vmeta])* #[serde(rename = $text)] $variant),+
        }

        impl $name {
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = String;
            fn from_str(text: &str) -> Result<$name, String> {
                match text {
                    $($text => Ok($name::$variant),)+
                    other => Err(format!(
                        concat!("{:?} is not one of: ", $($text, " "),+),
                        other
                    )),
                }
            }
        }

        impl rusqlite::types::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(self.as_str().into())
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<$name> {
                value.as_str()?.parse().map_err(|e: String| rusqlite::types::FromSqlError::Other(e.into()))
            }
        }
    };
}

text_enum! {
    /// How good a lead a match is. Declared weakest first, so `Ord` ranks them.
    Band { Research = "research", Possible = "possible", Strong = "strong" }
}

text_enum! {
    DestinationKind { Slack = "slack", Telegram = "telegram", Email = "email", Webhook = "webhook" }
}

text_enum! {
    /// A webhook starts `pending_test` and becomes `active` after a successful
    /// test; any destination is `disabled` after a 410 or five days of failures.
    DestinationState { PendingTest = "pending_test", Active = "active", Disabled = "disabled" }
}

text_enum! {
    DeliveryState { Pending = "pending", Accepted = "accepted", Failed = "failed" }
}

text_enum! {
    Subscription { Active = "active", Inactive = "inactive" }
}

text_enum! {
    /// How Reddit answered the monitor's last review: `refused` is a 401 or
    /// 403 (credentials refused, access not allowed), `failing` any other error.
    SourceState { Ok = "ok", Refused = "refused", RateLimited = "rate_limited", Failing = "failing" }
}

/// The access rule: an active subscription, or a trial not yet over.
pub fn has_access(subscription: Subscription, trial_ends_at_us: i64, now_us: i64) -> bool {
    subscription == Subscription::Active || now_us < trial_ends_at_us
}

impl From<Band> for models::Band {
    fn from(band: Band) -> models::Band {
        match band {
            Band::Strong => models::Band::Strong,
            Band::Possible => models::Band::Possible,
            Band::Research => models::Band::Research,
        }
    }
}

impl From<DestinationKind> for models::DestinationKind {
    fn from(kind: DestinationKind) -> models::DestinationKind {
        match kind {
            DestinationKind::Slack => models::DestinationKind::Slack,
            DestinationKind::Telegram => models::DestinationKind::Telegram,
            DestinationKind::Email => models::DestinationKind::Email,
            DestinationKind::Webhook => models::DestinationKind::Webhook,
        }
    }
}

impl From<DeliveryState> for models::DestinationResultState {
    fn from(state: DeliveryState) -> models::DestinationResultState {
        match state {
            DeliveryState::Pending => models::DestinationResultState::Pending,
            DeliveryState::Accepted => models::DestinationResultState::Accepted,
            DeliveryState::Failed => models::DestinationResultState::Failed,
        }
    }
}

impl From<DestinationState> for models::DestinationState {
    fn from(state: DestinationState) -> models::DestinationState {
        match state {
            DestinationState::PendingTest => models::DestinationState::PendingTest,
            DestinationState::Active => models::DestinationState::Active,
            DestinationState::Disabled => models::DestinationState::Disabled,
        }
    }
}

impl From<SourceState> for models::SourceStatusState {
    fn from(state: SourceState) -> models::SourceStatusState {
        match state {
            SourceState::Ok => models::SourceStatusState::Ok,
            SourceState::Refused => models::SourceStatusState::Refused,
            SourceState::RateLimited => models::SourceStatusState::RateLimited,
            SourceState::Failing => models::SourceStatusState::Failing,
        }
    }
}

impl From<super::ItemKind> for models::ItemKind {
    fn from(kind: super::ItemKind) -> models::ItemKind {
        match kind {
            super::ItemKind::Post => models::ItemKind::Post,
            super::ItemKind::Comment => models::ItemKind::Comment,
        }
    }
}

impl From<super::Watch> for models::Watch {
    fn from(watch: super::Watch) -> models::Watch {
        match watch {
            super::Watch::Posts => models::Watch::Posts,
            super::Watch::Comments => models::Watch::Comments,
            super::Watch::Both => models::Watch::Both,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_values_round_trip_and_unknown_text_is_refused() {
        for band in [Band::Strong, Band::Possible, Band::Research] {
            assert_eq!(band.as_str().parse::<Band>(), Ok(band));
            assert_eq!(models::Band::from(band).to_string(), band.as_str(), "the API shows the same text");
        }
        assert!(Band::Strong > Band::Possible && Band::Possible > Band::Research);
        let refused = "gold".parse::<Band>().unwrap_err();
        assert!(refused.contains("gold") && refused.contains("strong"), "{refused}");
        assert_eq!(DestinationState::PendingTest.to_string(), "pending_test");
    }

    #[test]
    fn access_lasts_while_the_trial_runs_or_the_subscription_is_active() {
        assert!(has_access(Subscription::Inactive, 100, 99));
        assert!(!has_access(Subscription::Inactive, 100, 100));
        assert!(has_access(Subscription::Active, 100, 1_000));
    }
}
