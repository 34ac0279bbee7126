//! Matches: recording a review of posts, and reading matches page by page.
use rusqlite::{params, params_from_iter, types::Value};
use swagger::Nullable;
use threadwatch_api::models;

use super::outbox::{self, Event};
use super::{begin_write, new_id, now_us, optional, to_time, Store};
use crate::domain::{Band, DestinationKind, ItemKind, NewMatch};
use crate::error::Result;

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

/// How a review turns a new match into deliveries; decided above the store.
pub struct MatchEvents<'a> {
    /// The event name (`reddit.post.matched`).
    pub name: &'a str,
    /// Whether a destination with this minimum band takes a match of that band.
    pub admits: fn(min_band: Band, band: Band) -> bool,
    /// The event body for a new match.
    pub body: &'a dyn Fn(models::MatchedPost) -> Vec<u8>,
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct MatchFilter {
    pub band: Option<Band>,
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

/// One row of `INSERT_MATCH`.
fn insert_match_row(
    insert: &mut rusqlite::Statement,
    id: &str,
    account_id: &str,
    post_id: &str,
    m: &NewMatch,
    seen_at: i64,
) -> rusqlite::Result<usize> {
    insert.execute(params![
        id,
        account_id,
        post_id,
        m.subreddit,
        m.title,
        m.excerpt,
        m.url,
        m.score,
        m.band,
        m.reason,
        m.suggested_reply,
        m.published_at,
        seen_at,
    ])
}

const MATCH_COLUMNS: &str = "id, subreddit, title, excerpt, url, match_score, band, suggested_reply, \
                             published_at, seen_at, match_reason, first_accepted_at, delivered_to, post_id";

impl Store {
    /// Records one review of `posts` for an account in a single transaction:
    /// a post already reviewed is skipped, every other one is scored once and
    /// stored as a match when `score` returns one, with a delivery for each
    /// active destination that takes its band. Nothing is written if any step
    /// fails, so a match is never stored without its deliveries.
    pub fn record_review<P>(
        &self,
        account_id: &str,
        posts: Vec<ReviewedPost<P>>,
        mut score: impl FnMut(&P) -> Option<NewMatch>,
        events: &MatchEvents,
    ) -> Result<ReviewCounts> {
        self.account(account_id)?;
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        let started_at = now_us();
        let mut counts = ReviewCounts::default();
        let routes = super::destinations::active(&tx, account_id)?;
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
                insert_match_row(&mut insert_match, &id, account_id, &reviewed.post_id, &m, seen_at)?;
                let takers: Vec<_> = routes.iter().filter(|r| (events.admits)(r.min_band, m.band)).collect();
                if takers.is_empty() {
                    continue;
                }
                let body = (events.body)(matched_post(m, id.clone(), seen_at));
                for route in takers {
                    let event = Event { name: events.name, body: &body };
                    outbox::insert(&tx, account_id, &route.id, route.kind, event, Some(&id))?;
                    counts.deliveries += 1;
                }
            }
        }
        tx.commit()?;
        Ok(counts)
    }

    /// For each of `post_ids`, whether it is still to be reviewed for the
    /// account (read outside any transaction: `record_review` checks again).
    pub fn not_reviewed(&self, account_id: &str, post_ids: &[String]) -> Result<Vec<bool>> {
        let mut conn = self.conn()?;
        // One read transaction for the batch: each statement on its own would
        // take and drop SQLite's read lock (two system calls) per post.
        let tx = conn.transaction()?;
        let mut seen = tx.prepare_cached("SELECT 1 FROM reviewed_posts WHERE account_id = ?1 AND post_id = ?2")?;
        post_ids.iter().map(|id| Ok(!seen.exists(params![account_id, id])?)).collect()
    }

    /// Notes a finished review (a poll, a file import) for `GET /monitoring`.
    pub fn record_review_summary(&self, account_id: &str, started_at: i64, posts_seen: u64, matches_found: u64) -> Result<()> {
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
    ) -> Result<Vec<models::Match>> {
        let mut sql = format!("SELECT {MATCH_COLUMNS} FROM matches WHERE account_id = ?");
        let mut args: Vec<Value> = vec![account_id.to_owned().into()];
        if let Some(band) = filter.band {
            sql.push_str(" AND band = ?");
            args.push(band.as_str().to_owned().into());
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

    pub fn match_detail(&self, account_id: &str, id: &str) -> Result<Option<models::MatchDetail>> {
        let conn = self.conn()?;
        let mut stmt =
            conn.prepare_cached(&format!("SELECT {MATCH_COLUMNS} FROM matches WHERE account_id = ?1 AND id = ?2"))?;
        let found = optional(stmt.query_row(params![account_id, id], match_row))?;
        let Some((m, reason)) = found else { return Ok(None) };
        let destination_results = self
            .destination_results(&conn, &m.id)?
            .into_iter()
            .map(|r| models::DestinationResult {
                destination: r.kind.into(),
                state: r.state.into(),
                issue: Some(r.issue),
            })
            .collect();
        Ok(Some(models::MatchDetail {
            id: m.id,
            kind: m.kind,
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

    /// Inserts matches directly, bypassing scoring: for benchmarks that need
    /// many matches fast.
    pub fn insert_matches(&self, account_id: &str, matches: &[(NewMatch, i64)]) -> Result<()> {
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        {
            let mut insert = tx.prepare(INSERT_MATCH)?;
            for (m, seen_at) in matches {
                let id = new_id("m");
                insert_match_row(&mut insert, &id, account_id, &id, m, *seen_at)?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The position of the match `offset` places down the account's newest-first order.
    pub fn match_position(&self, account_id: &str, offset: u64) -> Result<Option<PageAfter>> {
        optional(self.conn()?.query_row(
            "SELECT seen_at, id FROM matches WHERE account_id = ?1 ORDER BY seen_at DESC, id DESC LIMIT 1 OFFSET ?2",
            params![account_id, offset as i64],
            |r| Ok(PageAfter { seen_at: r.get(0)?, id: r.get(1)? }),
        ))
    }
}

/// The match as `reddit.post.matched` carries it, at creation: not yet delivered.
fn matched_post(m: NewMatch, id: String, seen_at: i64) -> models::MatchedPost {
    models::MatchedPost {
        id,
        kind: Some(m.kind.into()),
        subreddit: m.subreddit,
        title: m.title,
        excerpt: m.excerpt,
        url: m.url,
        match_score: u32::from(m.score),
        band: m.band.into(),
        suggested_reply: Some(m.suggested_reply.map_or(Nullable::Null, Nullable::Present)),
        delivery: Some(models::DeliveryStatus::NotSent),
        delivered_to: Some(vec![]),
        delivery_latency_seconds: Some(Nullable::Null),
        published_at: to_time(m.published_at),
        seen_at: to_time(seen_at),
        match_reason: m.reason,
    }
}

fn match_row(r: &rusqlite::Row) -> rusqlite::Result<(models::Match, String)> {
    let band: Band = r.get(6)?;
    let published_at: i64 = r.get(8)?;
    let first_accepted_at: Option<i64> = r.get(11)?;
    let delivered_to: Vec<DestinationKind> = match r.get::<_, Option<String>>(12)? {
        Some(json) => serde_json::from_str(&json).map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(12, rusqlite::types::Type::Text, e.into())
        })?,
        None => vec![],
    };
    let kind = ItemKind::of_fullname(&r.get::<_, String>(13)?).map(Into::into);
    let m = models::Match {
        id: r.get(0)?,
        kind,
        subreddit: r.get(1)?,
        title: r.get(2)?,
        excerpt: r.get(3)?,
        url: r.get(4)?,
        match_score: r.get(5)?,
        band: band.into(),
        suggested_reply: Some(match r.get::<_, Option<String>>(7)? {
            Some(reply) => Nullable::Present(reply),
            None => Nullable::Null,
        }),
        delivery: Some(if delivered_to.is_empty() { models::DeliveryStatus::NotSent } else { models::DeliveryStatus::Sent }),
        delivered_to: Some(delivered_to.into_iter().map(Into::into).collect()),
        delivery_latency_seconds: Some(match first_accepted_at {
            Some(at) => Nullable::Present(((at - published_at) / 1_000_000).max(0)),
            None => Nullable::Null,
        }),
        published_at: to_time(published_at),
        seen_at: to_time(r.get(9)?),
    };
    Ok((m, r.get(10)?))
}
