//! The one review sequence, for posts from Reddit's listings and from files
//! alike: each post not yet reviewed for the account is scored once (and,
//! near the delivery level, judged by the language model when one is set),
//! then stored as a match when it makes one and queued for the destinations
//! that take its band, all in one transaction.
use std::collections::HashSet;

use chrono::Utc;

use super::App;
use crate::delivery::{events, policy};
use crate::domain::{NewMatch, Profile, RedditItem};
use crate::error::Result;
use crate::judge::Tally;
use crate::scoring::Assessment;
use crate::store::{MatchEvents, ReviewCounts, ReviewedPost};

impl App {
    /// Reviews `posts` for an account whose profile is `profile`; `assess` is
    /// the built-in scorer's verdict on a post, asked once per post not yet
    /// reviewed.
    pub fn review<'p>(
        &self,
        account_id: &str,
        profile: &Profile,
        posts: impl IntoIterator<Item = &'p RedditItem>,
        mut assess: impl FnMut(&'p RedditItem) -> Option<Assessment>,
    ) -> Result<ReviewCounts> {
        let posts: Vec<&RedditItem> = posts.into_iter().collect();
        let ids: Vec<String> = posts.iter().map(|post| post.fullname()).collect();
        let fresh = self.store.not_reviewed(account_id, &ids)?;
        // Decided before the transaction opens: a model may take seconds to
        // answer. An item listed twice is decided once.
        let mut tally = Tally::default();
        let mut decided_here = HashSet::new();
        let reviewed = posts
            .into_iter()
            .zip(ids)
            .zip(fresh)
            .map(|((post, post_id), fresh)| {
                let fresh = fresh && decided_here.insert(post_id.clone());
                let decided = fresh.then(|| self.decide(profile, post, assess(post)?, &mut tally)).flatten();
                ReviewedPost { post_id, subreddit: post.subreddit.clone(), post: decided }
            })
            .collect();
        if tally.relevant + tally.not_relevant + tally.unjudged > 0 {
            log::info!(
                "{account_id}: the language model judged {} candidates relevant and {} not; {} kept the built-in score",
                tally.relevant,
                tally.not_relevant,
                tally.unjudged
            );
        }
        let body = |m| events::post_matched_body(m, Utc::now());
        let events = MatchEvents { name: events::POST_MATCHED, admits: policy::admits, body: &body };
        self.store.record_review(account_id, reviewed, Option::<NewMatch>::clone, &events)
    }

    /// Whether a candidate with this assessment goes to the model (one is set
    /// and it scores near the delivery level).
    pub(super) fn judges(&self, profile: &Profile, assessed: &Assessment) -> bool {
        self.judge.as_ref().is_some_and(|judge| judge.wants(assessed.score, profile.delivery_level))
    }

    /// The match a candidate makes: the built-in scorer's, or near the
    /// delivery level, the model's verdict.
    fn decide(
        &self,
        profile: &Profile,
        post: &RedditItem,
        assessed: Assessment,
        tally: &mut Tally,
    ) -> Option<NewMatch> {
        match &self.judge {
            Some(judge) if self.judges(profile, &assessed) => judge.decide(profile, post, assessed, tally),
            _ => assessed.matched,
        }
    }

    /// Notes a finished review (a poll, an import) for `GET /monitoring`.
    pub fn finish_review(&self, account_id: &str, started_at: i64, counts: &ReviewCounts) -> Result<()> {
        self.store.record_review_summary(account_id, started_at, counts.scored, counts.matched)
    }
}
