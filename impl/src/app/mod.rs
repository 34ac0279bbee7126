//! The use cases, between the adapters (command line, REST handlers, agent
//! tools, demo) and the store: adapters do their work through these (the HTTP
//! front adds only its access gate and answer cache). Data flows one way:
//! source → review → scoring → store → (api | mcp | delivery | web).
mod accounts;
mod deliveries;
mod destinations;
mod ingest;
pub mod people;
mod poll;
mod product;
mod reads;
mod review;

pub use accounts::{AccountCreated, KeyCreated};
pub use destinations::{DestinationAdded, NewTarget, TestResult};
pub use ingest::IngestSummary;
pub use people::{Owned, SessionStarted, INVITE_DAYS};
pub use poll::{PollCounts, PollLoop, Poller};
pub use product::{profile_problem, read_profile, ProductSet};
pub use reads::{parse_since, MatchQuery};

use crate::cursor::CursorKey;
use crate::delivery::{DeliverySettings, SmtpSettings};
use crate::error::Result;
use crate::judge::Judge;
use crate::store::Store;

/// What every use case works with.
pub struct App {
    store: Store,
    cursors: CursorKey,
    delivery: DeliverySettings,
    smtp: SmtpSettings,
    /// The language model that judges candidates near the delivery level, when `[llm]` sets one.
    judge: Option<Judge>,
}

impl App {
    pub fn new(store: Store, delivery: DeliverySettings, smtp: SmtpSettings) -> Result<App> {
        let cursors = CursorKey::new(store.secret("cursor")?);
        Ok(App { store, cursors, delivery, smtp, judge: None })
    }

    pub fn with_judge(self, judge: Option<Judge>) -> App {
        App { judge, ..self }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }
}
