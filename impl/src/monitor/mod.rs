//! Where posts come from: Reddit's listing endpoints, and Reddit's JSON read
//! from files (a listing document or a newline-delimited dump). What becomes
//! of the posts is the review's business (`app::review`).
pub mod files;
pub mod reddit;

pub use files::stream_posts;
pub use reddit::{RedditClient, RedditSettings};
