//! Sends one delivery to a destination of any kind: webhooks get the stored
//! bytes, signed; people's destinations get the match rendered for them.
use super::http::{Http, Sent};
use super::policy::Outcome;
use super::{chat, email, events, message, webhook, DeliverySettings, SmtpSettings};
use crate::domain::DestinationKind;
use crate::error::Result;
use crate::store::{now_us, DestinationRecord};

pub struct Senders {
    http: Http,
    mailer: Option<email::Mailer>,
    config: DeliverySettings,
}

impl Senders {
    pub fn new(config: &DeliverySettings, smtp: &SmtpSettings) -> Result<Senders> {
        let mailer = smtp.is_configured().then(|| email::Mailer::new(smtp, config.timeout())).transpose()?;
        Ok(Senders { http: Http::new(config.timeout(), config.allow_insecure_destinations), mailer, config: config.clone() })
    }

    pub fn send(&self, destination: &DestinationRecord, delivery_id: &str, event: &str, body: &[u8]) -> Sent {
        let started = std::time::Instant::now();
        let refuse = |why: String| Sent { outcome: Outcome::Permanent, ..Sent::failed(started, why) };
        if destination.kind == DestinationKind::Webhook {
            return match destination.url.as_deref() {
                Some(url) => webhook::send(&self.http, url, &destination.signing_secrets(now_us()), delivery_id, event, body),
                None => refuse("no URL".into()),
            };
        }
        // People's destinations get matches (and tests), rendered for them.
        let lead = match event {
            events::TEST => message::test_sample(),
            events::POST_MATCHED => match message::matched_post(body) {
                Ok(lead) => lead,
                Err(e) => return refuse(e),
            },
            other => return refuse(format!("{other} is not sent to {} destinations", destination.kind)),
        };
        let link = message::api_link(&self.config.public_base_url, &lead.id);
        match (destination.kind, &destination.url, &destination.secret, &destination.address) {
            (DestinationKind::Slack, Some(url), _, _) => chat::slack(&self.http, url, &message::slack(&lead, &link)),
            (DestinationKind::Telegram, _, Some(token), Some(chat)) => {
                chat::telegram(&self.http, &self.config.telegram_api_base, token, chat, &message::telegram_html(&lead, &link))
            }
            (DestinationKind::Email, _, _, Some(to)) => match &self.mailer {
                Some(mailer) => mailer.send(to, &message::email(&lead, &link)),
                None => Sent::failed(started, "no SMTP server is configured ([smtp] host)".into()),
            },
            (kind, ..) => refuse(format!("a {kind} destination without its settings")),
        }
    }
}
