//! The product profile, its derived understanding, the searches derived from
//! it, and the reviews shown by `GET /monitoring`.
use anyhow::Context as _;
use rusqlite::params;

use super::{begin_write, new_id, now_us, optional, Store};
use crate::domain::{Profile, Understanding};
use crate::error::Result;

#[derive(Debug, Clone)]
pub struct ProductRow {
    pub id: String,
    pub profile: Profile,
    pub understanding: Understanding,
    pub updated_at: i64,
}

#[derive(Debug, Clone)]
pub struct SearchRow {
    pub id: String,
    pub subreddit: Option<String>,
    pub query: Option<String>,
    pub last_run_at: Option<i64>,
    pub posts_seen: i64,
}

#[derive(Debug, Clone)]
pub struct ReviewRow {
    pub started_at: i64,
    pub finished_at: Option<i64>,
    pub posts_seen: i64,
    pub matches_found: i64,
}

impl Store {
    /// Sets the account's profile and understanding, and makes its searches
    /// one per watched subreddit (a search kept across updates keeps its
    /// counters). Returns the product id.
    pub fn set_product(
        &self,
        account_id: &str,
        profile: &Profile,
        understanding: &Understanding,
    ) -> Result<String> {
        self.account(account_id)?;
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        let now = now_us();
        tx.execute(
            "INSERT INTO products (account_id, id, profile, understanding, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (account_id) DO UPDATE SET
                profile = excluded.profile, understanding = excluded.understanding,
                updated_at = excluded.updated_at",
            params![
                account_id,
                new_id("p"),
                serde_json::to_string(profile)?,
                serde_json::to_string(understanding)?,
                now
            ],
        )?;
        // Searches: one per subreddit, and one per keyword when the profile
        // asks for site-wide search. A search kept across updates keeps its counters.
        let mut wanted: Vec<(Option<String>, Option<String>)> =
            profile.subreddits.iter().map(|s| (Some(s.clone()), None)).collect();
        if profile.site_wide_search {
            wanted.extend(profile.keywords.iter().map(|k| (None, Some(k.trim().to_owned()))));
        }
        let key = |s: &Option<String>, q: &Option<String>| (s.as_deref().map(str::to_lowercase), q.as_deref().map(str::to_lowercase));
        let existing: Vec<(String, Option<String>, Option<String>)> = {
            let mut stmt = tx.prepare("SELECT id, subreddit, query FROM searches WHERE account_id = ?1")?;
            let rows = stmt.query_map([account_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            rows.collect::<Result<_, _>>()?
        };
        for (id, subreddit, query) in &existing {
            if !wanted.iter().any(|(s, q)| key(s, q) == key(subreddit, query)) {
                tx.execute("DELETE FROM searches WHERE id = ?1", [id])?;
            }
        }
        for (subreddit, query) in &wanted {
            if !existing.iter().any(|(_, s, q)| key(s, q) == key(subreddit, query)) {
                tx.execute(
                    "INSERT INTO searches (id, account_id, subreddit, query) VALUES (?1, ?2, ?3, ?4)",
                    params![new_id("s"), account_id, subreddit, query],
                )?;
            }
        }
        let id = tx.query_row("SELECT id FROM products WHERE account_id = ?1", [account_id], |r| r.get(0))?;
        tx.commit()?;
        Ok(id)
    }

    pub fn product(&self, account_id: &str) -> Result<Option<ProductRow>> {
        let row = optional(self.conn()?.query_row(
            "SELECT id, profile, understanding, updated_at FROM products WHERE account_id = ?1",
            [account_id],
            |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?, r.get(3)?)),
        ))?;
        row.map(|(id, profile, understanding, updated_at)| {
            Ok(ProductRow {
                id,
                profile: serde_json::from_str(&profile).context("stored profile is not valid")?,
                understanding: serde_json::from_str(&understanding).context("stored understanding is not valid")?,
                updated_at,
            })
        })
        .transpose()
    }

    pub fn searches(&self, account_id: &str) -> Result<Vec<SearchRow>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT id, subreddit, query, last_run_at, posts_seen FROM searches
             WHERE account_id = ?1 ORDER BY subreddit, query, id",
        )?;
        let rows = stmt.query_map([account_id], |r| {
            Ok(SearchRow {
                id: r.get(0)?,
                subreddit: r.get(1)?,
                query: r.get(2)?,
                last_run_at: r.get(3)?,
                posts_seen: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn last_review(&self, account_id: &str) -> Result<Option<ReviewRow>> {
        optional(self.conn()?.query_row(
            "SELECT started_at, finished_at, posts_seen, matches_found FROM reviews
             WHERE account_id = ?1 ORDER BY started_at DESC, id DESC LIMIT 1",
            [account_id],
            |r| {
                Ok(ReviewRow {
                    started_at: r.get(0)?,
                    finished_at: r.get(1)?,
                    posts_seen: r.get(2)?,
                    matches_found: r.get(3)?,
                })
            },
        ))
    }
}
