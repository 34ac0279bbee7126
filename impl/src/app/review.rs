//! The one review sequence, for posts from Reddit's listings and from files
//! alike: each post not yet reviewed for the account is scored once, stored
//! as a match when it scores, and queued for the destinations that take its
//! band, all in one transaction.
use chrono::Utc;

use super::App;
use crate::delivery::{events, policy};
use crate::domain::{NewMatch, RedditItem};
use crate::error::Result;
use crate::store::{MatchEvents, ReviewCounts, ReviewedPost};

impl App {
    pub fn review<'p>(
        &self,
        account_id: &str,
        posts: impl IntoIterator<Item = &'p RedditItem>,
        score: impl FnMut(&&'p RedditItem) -> Option<NewMatch>,
    ) -> Result<ReviewCounts> {
        let posts = posts
            .into_iter()
            .map(|post| ReviewedPost { post_id: post.fullname(), subreddit: post.subreddit.clone(), post })
            .collect();
        let body = |m| events::post_matched_body(m, Utc::now());
        let events = MatchEvents { name: events::POST_MATCHED, admits: policy::admits, body: &body };
        self.store.record_review(account_id, posts, score, &events)
    }

    /// Notes a finished review (a poll, an import) for `GET /monitoring`.
    pub fn finish_review(&self, account_id: &str, started_at: i64, counts: &ReviewCounts) -> Result<()> {
        self.store.record_review_summary(account_id, started_at, counts.scored, counts.matched)
    }
}
