//! Where posts and comments come from: Reddit's listing endpoints, and
//! Reddit's JSON read from files (a listing document or a newline-delimited
//! dump). What becomes of them is the review's business (`app::review`).
pub mod files;
pub mod listings;
pub mod reddit;

pub use files::stream_items;
pub use reddit::{RedditClient, RedditError, RedditSettings};
