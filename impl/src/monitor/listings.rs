//! Reading Reddit's listings whole, within a review's budget of requests.
//! A community listing is paged with `after` down to the id it was read to
//! before (kept in the store per community and kind), or as deep as Reddit
//! lists (1,000 items). All of Reddit is read from the top of `/r/all` and
//! then walked by id through `/api/info`, 100 ids a request, as Reddit's ids
//! are sequential. What can no longer be read back is recorded as a gap.
use super::{RedditClient, RedditError};
use crate::domain::{ItemKind, RedditItem, SourceState};
use crate::error::Result;
use crate::store::{now_us, Gap, Store};

/// Items per page of a listing, and ids per `/api/info` request.
const PAGE: u64 = 100;
/// Reddit lists no deeper than 1,000 items: 10 pages.
const MAX_PAGES: usize = 10;
/// The name all of Reddit goes by, as a community.
pub const ALL: &str = "all";

/// One listing: a batch of communities (lower case; `["all"]` for all of
/// Reddit) and a kind of item.
pub struct Listing {
    pub subreddits: Vec<String>,
    pub kind: ItemKind,
}

impl Listing {
    fn path(&self) -> String {
        let feed = match self.kind {
            ItemKind::Post => "new",
            ItemKind::Comment => "comments",
        };
        format!("/r/{}/{feed}", self.subreddits.join("+"))
    }

    fn is_all(&self) -> bool {
        self.subreddits == [ALL]
    }
}

/// What a review's reading did.
#[derive(Debug, Default, Clone, Copy)]
pub struct ReadCounts {
    pub requests: usize,
    pub failed_requests: usize,
    pub gaps_recorded: usize,
}

/// One review's reading: its budget of requests, its counts, and how Reddit
/// answered.
pub struct Reader<'a> {
    client: &'a RedditClient,
    store: &'a Store,
    budget: usize,
    pub counts: ReadCounts,
    /// The last failure; a refusal is kept over others, as it says the most
    /// about what an operator must do.
    trouble: Option<(SourceState, String)>,
}

impl<'a> Reader<'a> {
    pub fn new(client: &'a RedditClient, store: &'a Store) -> Reader<'a> {
        Reader { client, store, budget: client.requests_per_review(), counts: ReadCounts::default(), trouble: None }
    }

    /// The new items of a listing. A failure is counted and logged, and the
    /// listing's mark stays where it was, so the next review reads it again.
    pub fn read(&mut self, listing: &Listing) -> Result<Vec<RedditItem>> {
        match listing.is_all() {
            true => self.read_everywhere(listing),
            false => self.read_communities(listing),
        }
    }

    /// After a 429 nothing more is asked of Reddit in this review.
    pub fn rate_limited(&self) -> bool {
        matches!(self.trouble, Some((SourceState::RateLimited, _)))
    }

    /// Records how Reddit answered, for `GET /monitoring`; the counts.
    pub fn finish(self) -> Result<ReadCounts> {
        match &self.trouble {
            Some((state, detail)) => self.store.set_source_state(*state, Some(detail))?,
            None if self.counts.requests > 0 => self.store.set_source_state(SourceState::Ok, None)?,
            None => {}
        }
        Ok(self.counts)
    }

    /// Takes one request from the budget; `false` when it is spent.
    fn spend(&mut self) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        self.counts.requests += 1;
        true
    }

    fn failed(&mut self, what: &str, e: &RedditError) {
        self.counts.failed_requests += 1;
        log::warn!("reading {what}: {e}");
        let state = match e {
            RedditError::Refused { .. } => SourceState::Refused,
            RedditError::RateLimited(_) => SourceState::RateLimited,
            RedditError::Failed(_) => SourceState::Failing,
        };
        if !matches!(self.trouble, Some((SourceState::Refused, _))) {
            self.trouble = Some((state, e.to_string()));
        }
    }

    /// Pages through a community listing, newest first, down to the id it was
    /// read to before, and returns the items of the pages read (those below
    /// the mark too: an item a moderator approved late shows there, never
    /// seen). Read whole, or as deep as Reddit lists, the listing moves its
    /// communities' mark to its newest id; ids it could no longer give back
    /// are a gap. Cut short (a failure, the budget spent), it leaves the mark.
    fn read_communities(&mut self, listing: &Listing) -> Result<Vec<RedditItem>> {
        let read_to = self.store.read_to(&listing.subreddits, listing.kind)?;
        let path = listing.path();
        let (mut items, mut after, mut newest) = (Vec::new(), None::<String>, None::<u64>);
        let (mut listed, mut reached) = (0, false);
        for _ in 0..MAX_PAGES {
            if !self.spend() {
                log::warn!("the review's request budget is spent; {path} is read further next time");
                return Ok(items);
            }
            let page = match self.client.listing(&path, after.as_deref()) {
                Ok(page) => page,
                Err(e) => {
                    self.failed(&path, &e);
                    return Ok(items);
                }
            };
            listed += page.items.len();
            newest = newest.max(page.items.iter().map(RedditItem::number).max());
            reached = read_to.is_some_and(|to| page.items.iter().any(|item| item.number() <= to));
            items.extend(page.items);
            after = page.after;
            if reached || after.is_none() {
                break;
            }
        }
        // As deep as Reddit lists, and still above where the last read ended.
        if !reached && listed >= MAX_PAGES * PAGE as usize {
            let oldest = items.iter().map(RedditItem::number).min();
            if let (Some(to), Some(oldest)) = (read_to, oldest) {
                if oldest > to + 1 {
                    self.record_gap(listing, to + 1, oldest - 1, None)?;
                }
            }
        }
        if let Some(newest) = newest {
            self.store.set_read_to(&listing.subreddits, listing.kind, newest)?;
        }
        Ok(items)
    }

    /// All of Reddit's new items of one kind: the top of `/r/all`, then every
    /// id below it down to where the last review got, newest first, through
    /// `/api/info`. Ids the budget does not reach are a gap of known size (all
    /// of them were items, less any deleted since), so a review never runs
    /// past its budget and the next one starts from the top.
    fn read_everywhere(&mut self, listing: &Listing) -> Result<Vec<RedditItem>> {
        let kind = listing.kind;
        let read_to = self.store.read_to(&listing.subreddits, kind)?;
        let path = listing.path();
        if !self.spend() {
            return Ok(vec![]);
        }
        let mut items = match self.client.listing(&path, None) {
            Ok(page) => page.items,
            Err(e) => {
                self.failed(&path, &e);
                return Ok(vec![]);
            }
        };
        let Some(newest) = items.iter().map(RedditItem::number).max() else { return Ok(vec![]) };
        if let Some(to) = read_to {
            // Ids from `next` down to `to + 1` are still to be read.
            let mut next = items.iter().map(RedditItem::number).min().unwrap_or(newest).saturating_sub(1);
            while next > to {
                if !self.spend() {
                    break;
                }
                let low = (to + 1).max((next + 1).saturating_sub(PAGE));
                let names: Vec<String> = (low..=next).rev().map(|n| kind.fullname(n)).collect();
                match self.client.info(&names) {
                    Ok(page) => items.extend(page.items.into_iter().filter(|item| item.kind == kind)),
                    Err(e) => {
                        self.failed("api/info", &e);
                        return Ok(items);
                    }
                }
                next = low - 1;
            }
            if next > to {
                self.record_gap(listing, to + 1, next, Some(next - to))?;
            }
        }
        self.store.set_read_to(&listing.subreddits, kind, newest)?;
        Ok(items)
    }

    fn record_gap(&mut self, listing: &Listing, from: u64, to: u64, not_recovered: Option<u64>) -> Result<()> {
        let kind = listing.kind;
        log::warn!(
            "{}: {} to {} could not be read{}",
            listing.path(),
            kind.fullname(from),
            kind.fullname(to),
            not_recovered.map_or(String::new(), |n| format!(" ({n} ids)"))
        );
        self.counts.gaps_recorded += 1;
        let subreddits = listing.subreddits.clone();
        self.store.record_gap(&Gap { subreddits, kind, from, to, not_recovered, recorded_at: now_us() })
    }
}
