//! The service's nouns, below every other module: a Reddit post or comment, a product
//! profile, a scored match, and the closed sets (band, destination kind and
//! state, delivery state, subscription) stored as text through `ToSql`.
mod kinds;
mod item;
mod profile;

pub use kinds::{has_access, Band, DeliveryState, DestinationKind, DestinationState, SourceState, Subscription};
pub use item::{ItemKind, RedditItem, Skip};
pub use profile::{Profile, Understanding, Watch, DEFAULT_DELIVERY_LEVEL};

/// A post or comment that scored at or above its product's delivery level, ready to be stored.
#[derive(Debug, Clone)]
pub struct NewMatch {
    pub kind: ItemKind,
    pub subreddit: String,
    pub title: String,
    pub excerpt: Option<String>,
    pub url: String,
    pub score: u8,
    pub band: Band,
    pub reason: String,
    pub suggested_reply: Option<String>,
    /// Microseconds since the epoch.
    pub published_at: i64,
}
