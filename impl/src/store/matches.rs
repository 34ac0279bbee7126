//! Matches: recording a review of posts, and reading matches page by page.
use rusqlite::{params, params_from_iter, types::Value};
use swagger::Nullable;
use threadwatch_api::models;

use super::{new_id, now_us, optional, to_time, Store};

/// A post that scored at or above the delivery level.
#[derive(Debug, Clone)]
pub struct NewMatch {
    pub subreddit: String,
    pub title: String,
    pub excerpt: Option<String>,
    pub url: String,
    pub score: u8,
    pub band: models::Band,
    pub reason: String,
    pub suggested_reply: Option<String>,
    pub published_at: i64,
}

/// One post offered to a review.
pub struct ReviewedPost<P> {
    pub post_id: String,
    pub subreddit: String,
    pub post: P,
}

#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct ReviewCounts {
    pub already_seen: u64,
    pub scored: u64,
    pub matched: u64,
    /// Deliveries queued for the new matches.
    pub deliveries: u64,
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct MatchFilter {
    pub band: Option<models::Band>,
    pub since_us: Option<i64>,
}

/// The position of the last match of a page: the next page starts after it.
#[derive(Debug, Clone, PartialEq)]
pub struct PageAfter {
    pub seen_at: i64,
    pub id: String,
}

const INSERT_MATCH: &str = "INSERT INTO matches (id, account_id, post_id, subreddit, title, excerpt, url, \
                            match_score, band, match_reason, suggested_reply, published_at, seen_at) \
                            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)";

const MATCH_COLUMNS: &str = "id, subreddit, title, excerpt, url, match_score, band, suggested_reply, \
                             published_at, seen_at, match_reason, first_accepted_at, delivered_to";

impl NewMatch {
    /// The match as `reddit.post.matched` carries it, at creation: not yet delivered.
    fn into_matched_post(self, id: String, seen_at: i64) -> models::MatchedPost {
        models::MatchedPost {
            id,
            subreddit: self.subreddit,
            title: self.title,
            excerpt: self.excerpt,
            url: self.url,
            match_score: u32::from(self.score),
            band: self.band,
            suggested_reply: Some(self.suggested_reply.map_or(Nullable::Null, Nullable::Present)),
            delivery: Some(models::DeliveryStatus::NotSent),
            delivered_to: Some(vec![]),
            delivery_latency_seconds: Some(Nullable::Null),
            published_at: to_time(self.published_at),
            seen_at: to_time(seen_at),
            match_reason: self.reason,
        }
    }
}

impl Store {
    /// Records one review of `posts` for an account in a single transaction:
    /// a post already reviewed is skipped, every other one is scored once and
    /// stored as a match when `score` returns one, with a delivery for each
    /// active destination that takes its band (`event_body` makes the
    /// `reddit.post.matched` body). Nothing is written if any step fails, so a
    /// match is never stored without its deliveries.
    pub fn record_review<P>(
        &self,
        account_id: &str,
        posts: Vec<ReviewedPost<P>>,
        mut score: impl FnMut(&P) -> Option<NewMatch>,
        event_body: impl Fn(models::MatchedPost) -> Vec<u8>,
    ) -> anyhow::Result<ReviewCounts> {
        self.account(account_id)?;
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        let started_at = now_us();
        let mut counts = ReviewCounts::default();
        let destinations = super::deliveries::active_destinations(&tx, account_id)?;
        {
            let mut mark_seen =
                tx.prepare("INSERT OR IGNORE INTO reviewed_posts (account_id, post_id) VALUES (?1, ?2)")?;
            let mut insert_match = tx.prepare(INSERT_MATCH)?;
            let mut count_search = tx.prepare(
                "UPDATE searches SET posts_seen = posts_seen + 1, last_run_at = ?3
                 WHERE account_id = ?1 AND lower(subreddit) = lower(?2)",
            )?;
            for reviewed in posts {
                if mark_seen.execute(params![account_id, reviewed.post_id])? == 0 {
                    counts.already_seen += 1;
                    continue;
                }
                counts.scored += 1;
                count_search.execute(params![account_id, reviewed.subreddit, started_at])?;
                let Some(m) = score(&reviewed.post) else { continue };
                counts.matched += 1;
                let (id, seen_at) = (new_id("m"), now_us());
                insert_match.execute(params![
                    id,
                    account_id,
                    reviewed.post_id,
                    m.subreddit,
                    m.title,
                    m.excerpt,
                    m.url,
                    m.score,
                    m.band.to_string(),
                    m.reason,
                    m.suggested_reply,
                    m.published_at,
                    seen_at,
                ])?;
                let band = m.band.to_string();
                let takers: Vec<_> = destinations.iter().filter(|(_, _, min)| super::band_admits(min, &band)).collect();
                if takers.is_empty() {
                    continue;
                }
                let body = event_body(m.into_matched_post(id.clone(), seen_at));
                for (destination_id, kind, _) in takers {
                    super::deliveries::insert_delivery(&tx, account_id, destination_id, kind, crate::delivery::events::POST_MATCHED, &body, Some(&id))?;
                    counts.deliveries += 1;
                }
            }
        }
        tx.commit()?;
        Ok(counts)
    }

    /// Notes a finished review (a poll, a file import) for `GET /monitoring`.
    pub fn record_review_summary(&self, account_id: &str, started_at: i64, posts_seen: u64, matches_found: u64) -> anyhow::Result<()> {
        self.conn()?.execute(
            "INSERT INTO reviews (account_id, started_at, finished_at, posts_seen, matches_found)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![account_id, started_at, now_us(), posts_seen as i64, matches_found as i64],
        )?;
        Ok(())
    }

    /// Up to `limit` matches newest first (by `seen_at`, then id), after the
    /// given position.
    pub fn match_page(
        &self,
        account_id: &str,
        filter: &MatchFilter,
        after: Option<&PageAfter>,
        limit: u32,
    ) -> anyhow::Result<Vec<models::Match>> {
        let mut sql = format!("SELECT {MATCH_COLUMNS} FROM matches WHERE account_id = ?");
        let mut args: Vec<Value> = vec![account_id.to_owned().into()];
        if let Some(band) = filter.band {
            sql.push_str(" AND band = ?");
            args.push(band.to_string().into());
        }
        if let Some(since) = filter.since_us {
            sql.push_str(" AND seen_at >= ?");
            args.push(since.into());
        }
        if let Some(after) = after {
            sql.push_str(" AND (seen_at, id) < (?, ?)");
            args.push(after.seen_at.into());
            args.push(after.id.clone().into());
        }
        sql.push_str(" ORDER BY seen_at DESC, id DESC LIMIT ?");
        args.push(i64::from(limit).into());

        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params_from_iter(args), |r| Ok(match_row(r)?.0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn match_detail(&self, account_id: &str, id: &str) -> anyhow::Result<Option<models::MatchDetail>> {
        let conn = self.conn()?;
        let mut stmt =
            conn.prepare_cached(&format!("SELECT {MATCH_COLUMNS} FROM matches WHERE account_id = ?1 AND id = ?2"))?;
        let found = optional(stmt.query_row(params![account_id, id], match_row))?;
        let Some((m, reason)) = found else { return Ok(None) };
        let destination_results = self
            .destination_results(&m.id)?
            .into_iter()
            .map(|r| {
                Ok(models::DestinationResult {
                    destination: r.kind.parse().map_err(anyhow::Error::msg)?,
                    state: r.state.parse().map_err(anyhow::Error::msg)?,
                    issue: Some(r.issue),
                })
            })
            .collect::<anyhow::Result<_>>()?;
        Ok(Some(models::MatchDetail {
            id: m.id,
            subreddit: m.subreddit,
            title: m.title,
            excerpt: m.excerpt,
            url: m.url,
            match_score: m.match_score,
            band: m.band,
            suggested_reply: m.suggested_reply,
            delivery: m.delivery,
            delivered_to: m.delivered_to,
            delivery_latency_seconds: m.delivery_latency_seconds,
            published_at: m.published_at,
            seen_at: m.seen_at,
            match_reason: reason,
            destination_results,
        }))
    }

    /// Inserts a match directly, bypassing scoring: for tests and benchmarks
    /// that need many matches fast.
    pub fn insert_matches(&self, account_id: &str, matches: &[(NewMatch, i64)]) -> anyhow::Result<()> {
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        {
            let mut insert = tx.prepare(INSERT_MATCH)?;
            for (m, seen_at) in matches {
                let id = new_id("m");
                insert.execute(params![
                    id,
                    account_id,
                    id,
                    m.subreddit,
                    m.title,
                    m.excerpt,
                    m.url,
                    m.score,
                    m.band.to_string(),
                    m.reason,
                    m.suggested_reply,
                    m.published_at,
                    seen_at,
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }
}

fn match_row(r: &rusqlite::Row) -> rusqlite::Result<(models::Match, String)> {
    let invalid = |column: usize, e: String| {
        rusqlite::Error::FromSqlConversionFailure(column, rusqlite::types::Type::Text, e.into())
    };
    let band = r.get::<_, String>(6)?.parse().map_err(|e| invalid(6, e))?;
    let published_at: i64 = r.get(8)?;
    let first_accepted_at: Option<i64> = r.get(11)?;
    let delivered_to = match r.get::<_, Option<String>>(12)? {
        Some(kinds) => kinds.split(',').map(|k| k.parse().map_err(|e| invalid(12, e))).collect::<Result<_, _>>()?,
        None => vec![],
    };
    let m = models::Match {
        id: r.get(0)?,
        subreddit: r.get(1)?,
        title: r.get(2)?,
        excerpt: r.get(3)?,
        url: r.get(4)?,
        match_score: r.get(5)?,
        band,
        suggested_reply: Some(match r.get::<_, Option<String>>(7)? {
            Some(reply) => Nullable::Present(reply),
            None => Nullable::Null,
        }),
        delivery: Some(if delivered_to.is_empty() { models::DeliveryStatus::NotSent } else { models::DeliveryStatus::Sent }),
        delivered_to: Some(delivered_to),
        delivery_latency_seconds: Some(match first_accepted_at {
            Some(at) => Nullable::Present(((at - published_at) / 1_000_000).max(0)),
            None => Nullable::Null,
        }),
        published_at: to_time(published_at),
        seen_at: to_time(r.get(9)?),
    };
    Ok((m, r.get(10)?))
}
