//! Where posts come from. For now: Reddit's JSON read from files (a listing
//! document or a newline-delimited dump).
pub mod files;
pub mod post;

pub use files::{read_posts, PostsFile};
pub use post::RedditPost;
