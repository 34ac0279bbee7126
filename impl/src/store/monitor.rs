//! What the monitor needs from the store: who watches what, which listed
//! items were never seen, how far each community's listings have been read,
//! the gaps a listing could no longer give back, and how Reddit answered.
use std::collections::BTreeMap;

use rusqlite::params;

use super::{begin_write, changed, now_us, optional, Store};
use crate::domain::{ItemKind, SourceState};
use crate::error::Result;

/// What an account watches: communities, and site-wide queries.
#[derive(Debug, Default)]
pub struct Watching {
    pub subreddits: Vec<String>,
    pub queries: Vec<String>,
}

/// Ids a listing could no longer give back: `from` to `to`, of one kind.
#[derive(Debug, Clone, PartialEq)]
pub struct Gap {
    /// Lower case; `["all"]` for all of Reddit.
    pub subreddits: Vec<String>,
    pub kind: ItemKind,
    pub from: u64,
    pub to: u64,
    /// Items lost, when it can be told.
    pub not_recovered: Option<u64>,
    pub recorded_at: i64,
}

#[derive(Debug, Clone)]
pub struct SourceRow {
    pub state: SourceState,
    pub detail: Option<String>,
    pub checked_at: i64,
}

/// Gaps kept, newest first; older ones are dropped.
const GAPS_KEPT: i64 = 1_000;

impl Store {
    /// Accounts to review now, with what they watch: those with access
    /// (trial or subscription), not paused, with a product.
    pub fn watching_accounts(&self) -> Result<BTreeMap<String, Watching>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT s.account_id, s.subreddit, s.query FROM searches s
             JOIN accounts a ON a.id = s.account_id
             JOIN products p ON p.account_id = s.account_id
             WHERE a.monitoring_paused = 0 AND (a.subscription = 'active' OR a.trial_ends_at > ?1)
             ORDER BY s.account_id, s.subreddit, s.query",
        )?;
        let mut watching: BTreeMap<String, Watching> = BTreeMap::new();
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

    /// Which of these listed items (kind, id number) were never seen; marks
    /// them seen. Returns their positions. Keeps only the newest `kept` ids of
    /// each kind: an id that old is far below where any listing is read to.
    pub fn take_unseen(&self, items: &[(ItemKind, u64)], kept: u64) -> Result<Vec<usize>> {
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        let mut unseen = vec![];
        {
            let mut seen = tx.prepare_cached("INSERT OR IGNORE INTO monitor_seen (kind, number) VALUES (?1, ?2)")?;
            for (i, (kind, number)) in items.iter().enumerate() {
                if seen.execute(params![kind.code(), *number as i64])? > 0 {
                    unseen.push(i);
                }
            }
            let mut forget = tx.prepare_cached(
                "DELETE FROM monitor_seen WHERE kind = ?1
                 AND number < (SELECT max(number) FROM monitor_seen WHERE kind = ?1) - ?2",
            )?;
            for kind in [ItemKind::Post, ItemKind::Comment] {
                forget.execute(params![kind.code(), kept as i64])?;
            }
        }
        tx.commit()?;
        Ok(unseen)
    }

    /// The id up to which every item of this kind in all these communities
    /// has been listed; `None` when one of them was never read.
    pub fn read_to(&self, subreddits: &[String], kind: ItemKind) -> Result<Option<u64>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached("SELECT number FROM monitor_read_to WHERE subreddit = ?1 AND kind = ?2")?;
        let mut lowest: Option<u64> = None;
        for subreddit in subreddits {
            let Some(number) = optional(stmt.query_row(params![subreddit, kind.code()], |r| r.get::<_, i64>(0)))?
            else {
                return Ok(None);
            };
            lowest = Some(lowest.map_or(number as u64, |l| l.min(number as u64)));
        }
        Ok(lowest)
    }

    /// Every item of this kind in these communities up to `number` has been
    /// listed (or recorded as a gap).
    pub fn set_read_to(&self, subreddits: &[String], kind: ItemKind, number: u64) -> Result<()> {
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        {
            let mut set = tx.prepare_cached(
                "INSERT INTO monitor_read_to (subreddit, kind, number) VALUES (?1, ?2, ?3)
                 ON CONFLICT (subreddit, kind) DO UPDATE SET number = max(number, excluded.number)",
            )?;
            for subreddit in subreddits {
                set.execute(params![subreddit, kind.code(), number as i64])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    pub fn record_gap(&self, gap: &Gap) -> Result<()> {
        let conn = self.conn()?;
        conn.execute(
            "INSERT INTO monitor_gaps (subreddits, kind, from_number, to_number, not_recovered, recorded_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                serde_json::to_string(&gap.subreddits)?,
                gap.kind.code(),
                gap.from as i64,
                gap.to as i64,
                gap.not_recovered.map(|n| n as i64),
                gap.recorded_at
            ],
        )?;
        conn.execute(
            "DELETE FROM monitor_gaps WHERE id <= (SELECT max(id) FROM monitor_gaps) - ?1",
            [GAPS_KEPT],
        )?;
        Ok(())
    }

    /// The most recent gaps, newest first.
    pub fn recent_gaps(&self) -> Result<Vec<Gap>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT subreddits, kind, from_number, to_number, not_recovered, recorded_at
             FROM monitor_gaps ORDER BY recorded_at DESC, id DESC",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, Option<i64>>(4)?,
                r.get::<_, i64>(5)?,
            ))
        })?;
        let mut gaps = vec![];
        for row in rows {
            let (subreddits, kind, from, to, not_recovered, recorded_at) = row?;
            gaps.push(Gap {
                subreddits: serde_json::from_str(&subreddits)?,
                kind: ItemKind::from_code(kind).unwrap_or(ItemKind::Post),
                from: from as u64,
                to: to as u64,
                not_recovered: not_recovered.map(|n| n as u64),
                recorded_at,
            });
        }
        Ok(gaps)
    }

    pub fn set_source_state(&self, state: SourceState, detail: Option<&str>) -> Result<()> {
        self.conn()?.execute(
            "INSERT INTO monitor_source (id, state, detail, checked_at) VALUES (1, ?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET state = ?1, detail = ?2, checked_at = ?3",
            params![state, detail, now_us()],
        )?;
        Ok(())
    }

    pub fn source_state(&self) -> Result<Option<SourceRow>> {
        let conn = self.conn()?;
        let row = conn.query_row("SELECT state, detail, checked_at FROM monitor_source WHERE id = 1", [], |r| {
            Ok(SourceRow { state: r.get(0)?, detail: r.get(1)?, checked_at: r.get(2)? })
        });
        optional(row)
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
