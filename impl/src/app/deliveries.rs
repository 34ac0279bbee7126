//! The delivery log of an account, and sending a delivery again.
use super::App;
use crate::domain::DeliveryState;
use crate::error::Result;
use crate::store::DeliveryListing;

impl App {
    pub fn list_deliveries(&self, account_id: &str, state: Option<DeliveryState>) -> Result<Vec<DeliveryListing>> {
        self.store.list_deliveries(account_id, state)
    }

    /// Sends a delivery again from its first attempt, with the same id and body.
    pub fn resend(&self, delivery_id: &str) -> Result<()> {
        self.store.resend(delivery_id)
    }
}
