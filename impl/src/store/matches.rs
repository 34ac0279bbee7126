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

const MATCH_COLUMNS: &str = "id, subreddit, title, excerpt, url, match_score, band, suggested_reply, \
                             published_at, seen_at, match_reason";

impl Store {
    /// Records one review of `posts` for an account in a single transaction:
    /// a post already reviewed is skipped, every other one is scored once and
    /// stored as a match when `score` returns one. Nothing is written if any
    /// step fails.
    pub fn record_review<P>(
        &self,
        account_id: &str,
        posts: Vec<ReviewedPost<P>>,
        mut score: impl FnMut(&P) -> Option<NewMatch>,
    ) -> anyhow::Result<ReviewCounts> {
        self.account(account_id)?;
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        let started_at = now_us();
        let mut counts = ReviewCounts::default();
        {
            let mut mark_seen =
                tx.prepare("INSERT OR IGNORE INTO reviewed_posts (account_id, post_id) VALUES (?1, ?2)")?;
            let mut insert_match = tx.prepare(
                "INSERT INTO matches (id, account_id, post_id, subreddit, title, excerpt, url, match_score,
                                      band, match_reason, suggested_reply, published_at, seen_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            )?;
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
                insert_match.execute(params![
                    new_id("m"),
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
                    now_us(),
                ])?;
            }
        }
        tx.execute(
            "INSERT INTO reviews (account_id, started_at, finished_at, posts_seen, matches_found)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![account_id, started_at, now_us(), counts.scored as i64, counts.matched as i64],
        )?;
        tx.commit()?;
        Ok(counts)
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
        Ok(found.map(|(m, reason)| models::MatchDetail {
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
            destination_results: vec![],
        }))
    }

    /// Inserts a match directly, bypassing scoring: for tests and benchmarks
    /// that need many matches fast.
    pub fn insert_matches(&self, account_id: &str, matches: &[(NewMatch, i64)]) -> anyhow::Result<()> {
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        {
            let mut insert = tx.prepare(
                "INSERT INTO matches (id, account_id, post_id, subreddit, title, excerpt, url, match_score,
                                      band, match_reason, suggested_reply, published_at, seen_at)
                 VALUES (?1, ?2, ?1, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            )?;
            for (m, seen_at) in matches {
                insert.execute(params![
                    new_id("m"),
                    account_id,
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
    let band: String = r.get(6)?;
    let band = band.parse().map_err(|e: String| {
        rusqlite::Error::FromSqlConversionFailure(6, rusqlite::types::Type::Text, e.into())
    })?;
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
        delivery: Some(models::DeliveryStatus::NotSent),
        delivered_to: Some(vec![]),
        delivery_latency_seconds: Some(Nullable::Null),
        published_at: to_time(r.get(8)?),
        seen_at: to_time(r.get(9)?),
    };
    Ok((m, r.get(10)?))
}
