//! The product profile: read and checked, understood, stored with its
//! searches, and announced to webhooks as `product.understanding.updated`.
use std::path::Path;

use chrono::Utc;
use serde::Serialize;

use super::App;
use crate::delivery::events;
use crate::domain::{DestinationKind, Profile};
use crate::error::{Error, Result};
use crate::scoring;
use crate::store::Event;

#[derive(Debug, Serialize)]
pub struct ProductSet {
    pub product_id: String,
    pub account_id: String,
    pub searches: usize,
    pub deliveries_queued: usize,
}

/// A profile from a JSON or TOML file, checked.
pub fn read_profile(file: &Path) -> Result<Profile> {
    let text = std::fs::read_to_string(file).map_err(|e| Error::invalid(format!("cannot read {}: {e}", file.display())))?;
    let is_toml = file.extension().is_some_and(|e| e.eq_ignore_ascii_case("toml"));
    let profile: Profile = if is_toml {
        toml::from_str(&text).map_err(|e| Error::invalid(format!("{} is not a valid TOML profile: {e}", file.display())))?
    } else {
        serde_json::from_str(&text)
            .map_err(|e| Error::invalid(format!("{} is not a valid JSON profile: {e}", file.display())))?
    };
    check(&profile).map_err(|e| Error::invalid(format!("{} is not a usable profile: {e}", file.display())))?;
    Ok(profile)
}

fn check(p: &Profile) -> Result<(), String> {
    match profile_problem(p) {
        Some((_, problem)) => Err(problem),
        None => Ok(()),
    }
}

/// What is wrong with a profile, if anything, and the field it is about.
pub fn profile_problem(p: &Profile) -> Option<(&'static str, String)> {
    if p.name.trim().is_empty() {
        return Some(("name", "name must not be empty".into()));
    }
    if p.delivery_level > 100 {
        return Some(("delivery_level", format!("delivery_level must be from 0 to 100, got {}", p.delivery_level)));
    }
    if p.keywords.iter().chain(&p.competitors).all(|k| k.trim().is_empty()) {
        return Some(("keywords", "give at least one keyword or competitor to match posts against".into()));
    }
    for s in &p.subreddits {
        let valid = (2..=21).contains(&s.len()) && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            let problem = format!("subreddits: {s:?} is not a subreddit name (letters, digits and _, without r/)");
            return Some(("subreddits", problem));
        }
    }
    None
}

impl App {
    /// The account's profile as it was set, if it has one.
    pub fn profile(&self, account_id: &str) -> Result<Option<Profile>> {
        Ok(self.store.product(account_id)?.map(|row| row.profile))
    }

    /// Sets the account's profile and what is understood of it, and tells the
    /// account's webhooks (people's chats and inboxes get matches only).
    pub fn set_product(&self, account_id: &str, profile: &Profile) -> Result<ProductSet> {
        check(profile).map_err(Error::InvalidParameter)?;
        let product_id = self.store.set_product(account_id, profile, &scoring::understand(profile))?;
        let body = events::product_updated_body(self.get_product(account_id)?, Utc::now());
        let event = Event { name: events::PRODUCT_UPDATED, body: &body };
        let deliveries_queued = self.store.enqueue_for_account(account_id, &[DestinationKind::Webhook], event)?;
        Ok(ProductSet {
            product_id,
            account_id: account_id.to_owned(),
            searches: self.store.searches(account_id)?.len(),
            deliveries_queued,
        })
    }
}
