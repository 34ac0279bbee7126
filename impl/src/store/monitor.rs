//! What the monitor needs from the store: who watches which subreddits, and
//! which fetched posts are new.
use std::collections::BTreeMap;

use rusqlite::params;

use super::{begin_write, changed, now_us, optional, Store};
use crate::error::Result;

/// What an account watches: subreddits' new posts, and site-wide queries.
#[derive(Debug, Default)]
pub struct Watch {
    pub subreddits: Vec<String>,
    pub queries: Vec<String>,
}

/// A fetched post, as far as telling new from seen goes.
pub struct Fetched<'a> {
    pub post_id: &'a str,
    pub subreddit: &'a str,
    pub created_utc: i64,
}

impl Store {
    /// Accounts to review now, with what they watch: those with access
    /// (trial or subscription), not paused, with a product.
    pub fn watching_accounts(&self) -> Result<BTreeMap<String, Watch>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT s.account_id, s.subreddit, s.query FROM searches s
             JOIN accounts a ON a.id = s.account_id
             JOIN products p ON p.account_id = s.account_id
             WHERE a.monitoring_paused = 0 AND (a.subscription = 'active' OR a.trial_ends_at > ?1)
             ORDER BY s.account_id, s.subreddit, s.query",
        )?;
        let mut watching: BTreeMap<String, Watch> = BTreeMap::new();
        let rows = stmt.query_map([now_us()], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, Option<String>>(1)?, r.get::<_, Option<String>>(2)?))
        })?;
        for row in rows {
            let (account, subreddit, query) = row?;
            let watch = watching.entry(account).or_default();
            watch.subreddits.extend(subreddit);
            watch.queries.extend(query);
        }
        Ok(watching)
    }

    /// Which of `posts` were never seen: not in the window of recent ids, and
    /// not older than `window_secs` before their subreddit's high-water mark
    /// (an old post reappearing in a listing). Marks them seen. Returns their
    /// positions in `posts`.
    pub fn take_new_posts(&self, posts: &[Fetched], window_secs: i64) -> Result<Vec<usize>> {
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        let mut fresh = vec![];
        {
            let mut mark = tx.prepare_cached("SELECT high_water FROM monitor_marks WHERE subreddit = ?1")?;
            let mut seen = tx.prepare_cached("INSERT OR IGNORE INTO monitor_seen (post_id, created_utc) VALUES (?1, ?2)")?;
            let mut raise = tx.prepare_cached(
                "INSERT INTO monitor_marks (subreddit, high_water) VALUES (?1, ?2)
                 ON CONFLICT (subreddit) DO UPDATE SET high_water = max(high_water, excluded.high_water)",
            )?;
            for (i, post) in posts.iter().enumerate() {
                let subreddit = post.subreddit.to_lowercase();
                let high_water: Option<i64> = optional(mark.query_row([&subreddit], |r| r.get(0)))?;
                if high_water.is_some_and(|hw| post.created_utc < hw - window_secs) {
                    continue;
                }
                if seen.execute(params![post.post_id, post.created_utc])? == 0 {
                    continue;
                }
                raise.execute(params![subreddit, post.created_utc])?;
                fresh.push(i);
            }
        }
        // Ids older than every mark's window can no longer pass the age test.
        tx.execute(
            "DELETE FROM monitor_seen WHERE created_utc < (SELECT min(high_water) FROM monitor_marks) - 2 * ?1",
            [window_secs],
        )?;
        tx.commit()?;
        Ok(fresh)
    }

    pub fn set_monitoring_paused(&self, account_id: &str, paused: bool) -> Result<()> {
        let rows =
            self.conn()?.execute("UPDATE accounts SET monitoring_paused = ?2 WHERE id = ?1", params![account_id, paused])?;
        changed(rows, || format!("no account with id {account_id}"))
    }

    /// Every search of the account ran now (with or without new posts).
    pub fn touch_searches(&self, account_id: &str, at: i64) -> Result<()> {
        self.conn()?.execute("UPDATE searches SET last_run_at = ?2 WHERE account_id = ?1", params![account_id, at])?;
        Ok(())
    }

    /// Adds to a site-wide search's count of posts seen.
    pub fn count_query_posts(&self, account_id: &str, query: &str, posts: u64) -> Result<()> {
        self.conn()?.execute(
            "UPDATE searches SET posts_seen = posts_seen + ?3 WHERE account_id = ?1 AND lower(query) = lower(?2)",
            params![account_id, query, posts as i64],
        )?;
        Ok(())
    }

    pub fn record_monitor_run(&self, started_at: i64, finished_at: i64, next_at: Option<i64>) -> Result<()> {
        self.conn()?.execute(
            "INSERT INTO monitor_runs (id, started_at, finished_at, next_at) VALUES (1, ?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET started_at = ?1, finished_at = ?2, next_at = ?3",
            params![started_at, finished_at, next_at],
        )?;
        Ok(())
    }

    /// When the monitor means to review next, if it runs.
    pub fn next_review_at(&self) -> Result<Option<i64>> {
        Ok(optional(self.conn()?.query_row("SELECT next_at FROM monitor_runs WHERE id = 1", [], |r| r.get(0)))?.flatten())
    }
}
