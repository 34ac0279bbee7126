//! The read-only core shared by the REST handlers and the agent tools: one
//! function per resource, taking the caller's account and validated input,
//! returning the API's own models. No second query path exists.
use chrono::{DateTime, Utc};
use swagger::Nullable;
use threadwatch_api::models;

use super::App;
use crate::domain::{has_access, Band};
use crate::error::{Error, Result};
use crate::store::{now_us, to_time, MatchFilter, PageAfter};

/// A page holds 20 matches unless the client asks for 1 to 100.
const DEFAULT_PAGE_SIZE: u32 = 20;
const MAX_PAGE_SIZE: u32 = 100;

/// `GET /matches` input, as received.
#[derive(Debug, Default, Clone)]
pub struct MatchQuery {
    pub limit: Option<u32>,
    pub cursor: Option<String>,
    pub band: Option<models::BandFilter>,
    pub since: Option<DateTime<Utc>>,
}

/// A `since` value: an RFC 3339 date-time (`2026-11-20T00:00:00Z`,
/// `2026-11-20T09:30:00.5+01:00`), four-digit year, `T` between date and time.
/// The zone offset may also come without its colon (`+0100`), as Python's
/// `%z` writes it (the generated Python SDK does).
pub fn parse_since(text: &str) -> Result<DateTime<Utc>> {
    let refused = |why: &str| Error::invalid(format!("since: {why}; give an RFC 3339 date-time such as 2026-11-20T00:00:00Z"));
    let b = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| b.get(range).is_some_and(|d| d.iter().all(u8::is_ascii_digit));
    let shape = digits(0..4)
        && b.get(4) == Some(&b'-')
        && digits(5..7)
        && b.get(7) == Some(&b'-')
        && digits(8..10)
        && matches!(b.get(10), Some(b'T' | b't'))
        && digits(11..13)
        && b.get(13) == Some(&b':')
        && digits(14..16)
        && b.get(16) == Some(&b':')
        && digits(17..19);
    if !shape {
        return Err(refused(&format!("{text:?} is not of the form YYYY-MM-DDTHH:MM:SS with a zone")));
    }
    let offset_without_colon = text.len() > 24
        && matches!(b[text.len() - 5], b'+' | b'-')
        && b[text.len() - 4..].iter().all(u8::is_ascii_digit);
    let rfc3339 = match offset_without_colon {
        true => format!("{}:{}", &text[..text.len() - 2], &text[text.len() - 2..]),
        false => text.to_owned(),
    };
    DateTime::parse_from_rfc3339(&rfc3339)
        .map(|t| t.to_utc())
        .map_err(|e| refused(&format!("{text:?} is not a valid date-time ({e})")))
}

impl App {
    pub fn list_matches(&self, account_id: &str, query: &MatchQuery) -> Result<models::MatchPage> {
        let limit = query.limit.unwrap_or(DEFAULT_PAGE_SIZE);
        if !(1..=MAX_PAGE_SIZE).contains(&limit) {
            return Err(Error::InvalidParameter(format!(
                "limit: must be an integer from 1 to {MAX_PAGE_SIZE}, got {limit}"
            )));
        }
        let band = match query.band {
            None | Some(models::BandFilter::All) => None,
            Some(models::BandFilter::Strong) => Some(Band::Strong),
            Some(models::BandFilter::Possible) => Some(Band::Possible),
            Some(models::BandFilter::Research) => Some(Band::Research),
        };
        let filter = MatchFilter { band, since_us: query.since.map(|t| t.timestamp_micros()) };
        let after = match &query.cursor {
            Some(cursor) => Some(self.cursors.open(account_id, cursor, &filter)?),
            None => None,
        };
        let data = self.store.match_page(account_id, &filter, after.as_ref(), limit)?;
        let next_cursor = match data.last() {
            Some(last) if data.len() == limit as usize => Some(Nullable::Present(self.cursors.issue(
                account_id,
                &PageAfter { seen_at: last.seen_at.timestamp_micros(), id: last.id.clone() },
                &filter,
            ))),
            _ => None,
        };
        Ok(models::MatchPage { data, next_cursor })
    }

    pub fn get_match(&self, account_id: &str, id: &str) -> Result<models::MatchDetail> {
        self.store
            .match_detail(account_id, id)?
            .ok_or_else(|| Error::not_found(format!("no match with id {id}")))
    }

    pub fn get_product(&self, account_id: &str) -> Result<models::Product> {
        let row = self.store.product(account_id)?.ok_or_else(|| {
            Error::not_found("no product profile yet; set one with `threadwatch product set`")
        })?;
        let (p, u) = (row.profile, row.understanding);
        Ok(models::Product {
            id: row.id,
            name: p.name,
            description: p.description,
            intent_brief: Some(p.intent_brief),
            keywords: p.keywords,
            competitors: p.competitors,
            negative_keywords: p.negative_keywords,
            subreddits: p.subreddits,
            delivery_level: u32::from(p.delivery_level),
            watch: Some(p.watch.into()),
            understanding: models::Understanding {
                summary: u.summary,
                key_phrases: u.key_phrases,
                pain_points: u.pain_points,
                audience: u.audience,
                situations: Some(u.situations),
                not_wanted: Some(u.not_wanted),
                updated_at: to_time(row.updated_at),
            },
            monitoring_state: self.monitoring_state(account_id)?,
            updated_at: to_time(row.updated_at),
        })
    }

    pub fn list_searches(&self, account_id: &str) -> Result<models::SearchList> {
        let state = match self.monitoring_state(account_id)? {
            models::MonitoringState::Active => models::SearchState::Active,
            models::MonitoringState::Paused => models::SearchState::Paused,
            models::MonitoringState::Expired => models::SearchState::Expired,
        };
        let data = self
            .store
            .searches(account_id)?
            .into_iter()
            .map(|s| models::Search {
                id: s.id,
                subreddit: Some(nullable(s.subreddit)),
                query: Some(nullable(s.query)),
                state,
                last_run_at: Some(nullable(s.last_run_at.map(to_time))),
                posts_seen: s.posts_seen,
            })
            .collect();
        Ok(models::SearchList { data })
    }

    pub fn get_monitoring(&self, account_id: &str) -> Result<models::Monitoring> {
        let last_review = self.store.last_review(account_id)?.map(|r| models::Review {
            started_at: to_time(r.started_at),
            finished_at: Some(nullable(r.finished_at.map(to_time))),
            posts_seen: r.posts_seen,
            matches_found: r.matches_found,
        });
        let destinations = self
            .store
            .destinations(account_id)?
            .into_iter()
            .map(|d| models::Destination {
                kind: d.kind.into(),
                state: d.state.into(),
                min_band: d.min_band.into(),
                id: d.id,
                target: d.target_masked,
                last_success_at: Some(nullable(d.last_success_at.map(to_time))),
                last_failure_at: Some(nullable(d.last_failure_at.map(to_time))),
                issue: d.issue,
            })
            .collect();
        let state = self.monitoring_state(account_id)?;
        let next = match state {
            models::MonitoringState::Active => self.store.next_review_at()?.map(to_time),
            _ => None,
        };
        Ok(models::Monitoring {
            state,
            last_review,
            next_review_at: Some(nullable(next)),
            destinations,
            source: self.store.source_state()?.map(|s| models::SourceStatus {
                state: s.state.into(),
                detail: Some(nullable(s.detail)),
                checked_at: to_time(s.checked_at),
            }),
            gaps: Some(self.gaps_seen_by(account_id)?),
        })
    }

    /// The recent gaps in listings that covered the account's communities
    /// (or all of Reddit, for a profile that searches it), naming only its own
    /// communities: which others an account's neighbours watch is theirs.
    fn gaps_seen_by(&self, account_id: &str) -> Result<Vec<models::Gap>> {
        let profile = self.store.product(account_id)?.map(|row| row.profile);
        let Some(profile) = profile else { return Ok(vec![]) };
        let own: Vec<String> = profile.subreddits.iter().map(|s| s.to_lowercase()).collect();
        let gaps = self.store.recent_gaps()?.into_iter().filter_map(|gap| {
            let shown: Vec<String> = match gap.subreddits.as_slice() {
                [all] if all == "all" => profile.site_wide_search.then(|| vec![all.clone()])?,
                covered => covered.iter().filter(|s| own.contains(s)).cloned().collect(),
            };
            (!shown.is_empty()).then(|| models::Gap {
                subreddits: shown,
                kind: gap.kind.into(),
                from: gap.kind.fullname(gap.from),
                to: gap.kind.fullname(gap.to),
                items_not_recovered: Some(nullable(gap.not_recovered.map(|n| n as i64))),
                recorded_at: to_time(gap.recorded_at),
            })
        });
        Ok(gaps.take(20).collect())
    }

    fn monitoring_state(&self, account_id: &str) -> Result<models::MonitoringState> {
        let account = self.store.account(account_id)?;
        Ok(if !has_access(account.subscription, account.trial_ends_at, now_us()) {
            models::MonitoringState::Expired
        } else if account.monitoring_paused {
            models::MonitoringState::Paused
        } else {
            models::MonitoringState::Active
        })
    }
}

fn nullable<T>(value: Option<T>) -> Nullable<T> {
    value.map_or(Nullable::Null, Nullable::Present)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn since_is_strict_rfc_3339() {
        assert_eq!(parse_since("2026-11-20T00:00:00Z").unwrap().to_rfc3339(), "2026-11-20T00:00:00+00:00");
        assert_eq!(parse_since("2026-11-20T09:30:00.5+01:00").unwrap().to_rfc3339(), "2026-11-20T08:30:00.500+00:00");
        let python = parse_since("2026-11-20T09:30:00.000000+0100").unwrap();
        assert_eq!(python.to_rfc3339(), "2026-11-20T08:30:00+00:00", "the offset as Python's %z writes it");
        for bad in ["+99999-01-01T00:00:00Z", "-0001-01-01T00:00:00Z", "2026-11-20 00:00:00Z", "2026-11-20", "2026-13-01T00:00:00Z", "2026-11-20T00:00:00", "2026-11-20T00:00:00+01"] {
            let e = parse_since(bad).unwrap_err();
            assert_eq!(e.code(), "invalid_parameter", "{bad}");
            assert!(e.to_string().starts_with("since: "), "{e}");
        }
    }
}
