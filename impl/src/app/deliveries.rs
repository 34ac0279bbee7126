//! The delivery log of an account, and sending a delivery again.
use super::App;
use crate::domain::DeliveryState;
use crate::error::Result;
use crate::store::{AttemptListing, DeliveryListing};

impl App {
    pub fn list_deliveries(&self, account_id: &str, state: Option<DeliveryState>) -> Result<Vec<DeliveryListing>> {
        self.store.list_deliveries(account_id, state)
    }

    /// The most recent attempts, newest first, of one destination or all.
    pub fn recent_attempts(&self, account_id: &str, destination_id: Option<&str>, limit: u32) -> Result<Vec<AttemptListing>> {
        self.store.account(account_id)?;
        self.store.recent_attempts(account_id, destination_id, limit)
    }

    /// Sends a delivery again from its first attempt, with the same id and body.
    pub fn resend(&self, delivery_id: &str) -> Result<()> {
        self.store.resend(delivery_id)
    }
}
