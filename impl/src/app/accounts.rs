//! Accounts, their subscription and monitoring switch, and their API keys
//! (shown once, stored only as digests).
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::App;
use crate::access::{self, TRIAL_DAYS};
use crate::domain::Subscription;
use crate::error::{Error, Result};
use crate::store::{to_time, KeyListing};

#[derive(Debug, Serialize)]
pub struct AccountCreated {
    pub account_id: String,
    pub name: String,
    pub trial_ends_at: DateTime<Utc>,
}

#[derive(Debug, Serialize)]
pub struct KeyCreated {
    pub key_id: String,
    /// The whole key: shown this once, never stored.
    pub api_key: String,
}

impl App {
    /// A new account; its trial lasts 14 days unless `trial_ends_at` says otherwise.
    pub fn create_account(&self, name: &str, trial_ends_at: Option<DateTime<Utc>>) -> Result<AccountCreated> {
        let name = name.trim();
        if name.is_empty() {
            return Err(Error::invalid("the account name must not be empty"));
        }
        let ends = trial_ends_at.unwrap_or_else(|| Utc::now() + Duration::days(TRIAL_DAYS));
        let account = self.store.create_account(name, ends.timestamp_micros())?;
        Ok(AccountCreated { account_id: account.id, name: account.name, trial_ends_at: to_time(account.trial_ends_at) })
    }

    pub fn set_subscription(&self, account_id: &str, status: Subscription) -> Result<Subscription> {
        Ok(self.store.set_subscription(account_id, status)?.subscription)
    }

    pub fn set_monitoring_paused(&self, account_id: &str, paused: bool) -> Result<()> {
        self.store.set_monitoring_paused(account_id, paused)
    }

    pub fn create_key(&self, account_id: &str, label: Option<&str>) -> Result<KeyCreated> {
        let key = access::new_key();
        let key_id = self.store.insert_key(account_id, &key.digest, &key.display_prefix, label)?;
        Ok(KeyCreated { key_id, api_key: key.key })
    }

    pub fn list_keys(&self, account_id: &str) -> Result<Vec<KeyListing>> {
        self.store.list_keys(account_id)
    }

    /// A new key in place of a live one, which stops working at once.
    pub fn rotate_key(&self, key_id: &str) -> Result<KeyCreated> {
        let key = access::new_key();
        let key_id = self.store.rotate_key(key_id, &key.digest, &key.display_prefix)?;
        Ok(KeyCreated { key_id, api_key: key.key })
    }

    pub fn revoke_key(&self, key_id: &str) -> Result<()> {
        self.store.revoke_key(key_id)
    }
}
