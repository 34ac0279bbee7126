//! Accounts and their API keys.
use std::sync::Arc;

use rusqlite::params;

use super::{begin_write, changed, new_id, now_us, optional, to_time, Store};
use crate::domain::Subscription;
use crate::error::{Error, Result};

#[derive(Debug, Clone)]
pub struct Account {
    pub id: String,
    pub name: String,
    pub trial_ends_at: i64,
    pub subscription: Subscription,
    pub monitoring_paused: bool,
}

/// What the access gate needs to know about the key a request carries.
#[derive(Debug, Clone)]
pub struct KeyRecord {
    // Shared: the gate hands a copy to every request.
    pub key_id: Arc<str>,
    pub account_id: Arc<str>,
    pub revoked: bool,
    pub subscription: Subscription,
    pub trial_ends_at: i64,
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct KeyListing {
    pub key_id: String,
    pub prefix: String,
    pub label: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub revoked_at: Option<chrono::DateTime<chrono::Utc>>,
    /// To the hour: uses are written at most hourly.
    pub last_used_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl Store {
    pub fn create_account(&self, name: &str, trial_ends_at: i64) -> Result<Account> {
        let id = new_id("acct");
        self.conn()?.execute(
            "INSERT INTO accounts (id, name, created_at, trial_ends_at) VALUES (?1, ?2, ?3, ?4)",
            params![id, name, now_us(), trial_ends_at],
        )?;
        self.account(&id)
    }

    /// The account, or an error naming the unknown id.
    pub fn account(&self, id: &str) -> Result<Account> {
        let found = optional(self.conn()?.query_row(
            "SELECT id, name, trial_ends_at, subscription, monitoring_paused FROM accounts WHERE id = ?1",
            [id],
            |r| {
                Ok(Account {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    trial_ends_at: r.get(2)?,
                    subscription: r.get(3)?,
                    monitoring_paused: r.get(4)?,
                })
            },
        ))?;
        found.ok_or_else(|| Error::not_found(format!("no account with id {id}")))
    }

    pub fn set_subscription(&self, account_id: &str, status: Subscription) -> Result<Account> {
        let rows = self.conn()?.execute(
            "UPDATE accounts SET subscription = ?2 WHERE id = ?1",
            params![account_id, status],
        )?;
        changed(rows, || format!("no account with id {account_id}"))?;
        self.account(account_id)
    }

    /// Stores a key by its digest; the key itself is never written.
    pub fn insert_key(
        &self,
        account_id: &str,
        digest: &[u8],
        prefix: &str,
        label: Option<&str>,
    ) -> Result<String> {
        self.account(account_id)?;
        let id = new_id("key");
        self.conn()?.execute(
            "INSERT INTO api_keys (id, account_id, digest, prefix, label, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, account_id, digest, prefix, label, now_us()],
        )?;
        Ok(id)
    }

    /// Replaces a live key: the new key is stored and the old one revoked in
    /// one transaction. Returns the new key's id.
    pub fn rotate_key(&self, old_key_id: &str, digest: &[u8], prefix: &str) -> Result<String> {
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        let old = optional(tx.query_row(
            "SELECT account_id, label, revoked_at IS NOT NULL FROM api_keys WHERE id = ?1",
            [old_key_id],
            |r| Ok((r.get::<_, String>(0)?, r.get::<_, Option<String>>(1)?, r.get::<_, bool>(2)?)),
        ))?;
        let Some((account_id, label, revoked)) = old else {
            return Err(Error::not_found(format!("no key with id {old_key_id}")));
        };
        if revoked {
            return Err(Error::invalid(format!("key {old_key_id} is already revoked; create a new key instead")));
        }
        let id = new_id("key");
        let now = now_us();
        tx.execute(
            "INSERT INTO api_keys (id, account_id, digest, prefix, label, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, account_id, digest, prefix, label, now],
        )?;
        tx.execute("UPDATE api_keys SET revoked_at = ?2 WHERE id = ?1", params![old_key_id, now])?;
        tx.commit()?;
        Ok(id)
    }

    pub fn revoke_key(&self, key_id: &str) -> Result<()> {
        let conn = self.conn()?;
        let rows = conn.execute(
            "UPDATE api_keys SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL",
            params![key_id, now_us()],
        )?;
        if rows == 0 {
            let exists: bool =
                conn.query_row("SELECT EXISTS (SELECT 1 FROM api_keys WHERE id = ?1)", [key_id], |r| r.get(0))?;
            changed(usize::from(exists), || format!("no key with id {key_id}"))?;
        }
        Ok(())
    }

    pub fn list_keys(&self, account_id: &str) -> Result<Vec<KeyListing>> {
        self.account(account_id)?;
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT id, prefix, label, created_at, revoked_at, last_used_at FROM api_keys
             WHERE account_id = ?1 ORDER BY created_at, id",
        )?;
        let keys = stmt
            .query_map([account_id], |r| {
                Ok(KeyListing {
                    key_id: r.get(0)?,
                    prefix: r.get(1)?,
                    label: r.get(2)?,
                    created_at: to_time(r.get(3)?),
                    revoked_at: r.get::<_, Option<i64>>(4)?.map(to_time),
                    last_used_at: r.get::<_, Option<i64>>(5)?.map(to_time),
                })
            })?
            .collect::<Result<_, _>>()?;
        Ok(keys)
    }

    /// Looks a key up by its digest, with its account's access facts.
    pub fn key_by_digest(&self, digest: &[u8]) -> Result<Option<KeyRecord>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT k.id, k.account_id, k.revoked_at IS NOT NULL, a.subscription, a.trial_ends_at
             FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.digest = ?1",
        )?;
        optional(stmt.query_row([digest], |r| {
            Ok(KeyRecord {
                key_id: r.get::<_, String>(0)?.into(),
                account_id: r.get::<_, String>(1)?.into(),
                revoked: r.get(2)?,
                subscription: r.get(3)?,
                trial_ends_at: r.get(4)?,
            })
        }))
    }
}
