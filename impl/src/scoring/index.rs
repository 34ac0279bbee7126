//! Matching at the scale of all of Reddit: rather than scoring every post
//! against every profile, one Aho-Corasick automaton over the terms of all
//! profiles finds, in one pass over a post, the profiles it can match by
//! their words; with the profiles that watch the post's community (which may
//! match it by meaning alone), only those are scored in full.
use std::collections::HashMap;

use aho_corasick::{AhoCorasick, MatchKind};

use super::{normalize, Assessment, Prefetch, Reading, Scorer, Text, Texts};
use crate::domain::{NewMatch, Profile, RedditItem};

pub struct ProfileIndex<K> {
    automaton: AhoCorasick,
    /// Pattern id → the profiles (by position) whose match terms include it.
    owners: Vec<Vec<u32>>,
    /// Community (lower case) → the profiles that watch it.
    watchers: HashMap<String, Vec<u32>>,
    profiles: Vec<(K, Scorer)>,
}

impl<K> ProfileIndex<K> {
    pub fn build<'a>(profiles: impl IntoIterator<Item = (K, &'a Profile)>) -> anyhow::Result<ProfileIndex<K>> {
        let mut watchers: HashMap<String, Vec<u32>> = HashMap::new();
        let mut profiles: Vec<(K, Scorer)> = profiles
            .into_iter()
            .enumerate()
            .map(|(slot, (k, p))| {
                for community in &p.subreddits {
                    watchers.entry(community.to_lowercase()).or_default().push(slot as u32);
                }
                (k, Scorer::new(p))
            })
            .collect();
        // Every term of every profile is a pattern (terms are normalized with
        // a space on each side: matches are whole words); those that can make
        // a match also lead to the profiles that have them.
        let mut ids: HashMap<String, u32> = HashMap::new();
        let mut owners: Vec<Vec<u32>> = vec![];
        for (slot, (_, scorer)) in profiles.iter_mut().enumerate() {
            let slot = slot as u32;
            scorer.number_terms(|term, can_match| {
                let id = *ids.entry(term.to_owned()).or_insert_with(|| {
                    owners.push(vec![]);
                    owners.len() as u32 - 1
                });
                let owned = &mut owners[id as usize];
                if can_match && owned.last() != Some(&slot) {
                    owned.push(slot);
                }
                id
            });
        }
        let mut patterns: Vec<(String, u32)> = ids.into_iter().collect();
        patterns.sort_by_key(|(_, id)| *id);
        let automaton =
            AhoCorasick::builder().match_kind(MatchKind::Standard).build(patterns.iter().map(|(term, _)| term))?;
        Ok(ProfileIndex { automaton, owners, watchers, profiles })
    }

    /// Every profile the post matches, with its match. `age_secs`: see
    /// `Scorer::assess_read`.
    pub fn matches(&self, post: &RedditItem, age_secs: Option<i64>) -> Vec<(&K, NewMatch)> {
        self.assess(post, age_secs).into_iter().filter_map(|(key, a)| Some((key, a.matched?))).collect()
    }

    /// Every profile the post is a candidate for, with what its scorer makes
    /// of it: a match, or a near miss below the delivery level. `age_secs`:
    /// see `Scorer::assess_read`.
    pub fn assess(&self, post: &RedditItem, age_secs: Option<i64>) -> Vec<(&K, Assessment)> {
        let (title, body) = (normalize(&post.title), normalize(&post.body));
        let found_in = |text: &str| {
            let mut ids: Vec<u32> = self.automaton.find_overlapping_iter(text).map(|m| m.pattern().as_u32()).collect();
            ids.sort_unstable();
            ids.dedup();
            ids
        };
        let (in_title, in_body) = (found_in(&title), found_in(&body));
        let thread = post.thread_title.as_deref().map(normalize);
        let in_thread = thread.as_deref().map(found_in).unwrap_or_default();
        let meaning = super::Meaning::of_post(post);
        // A thread's title counts only for a buyer's comment (`Scorer::assess_read`).
        let with_thread = if meaning.intent().is_buyer() { &in_thread[..] } else { &[] };
        // Each candidate's profile, and whether it is one that watches the
        // post's community and has none of its words in it: such a watcher
        // can match it only by meaning, which counts only for a buyer.
        let mut candidates: Vec<(u32, bool)> = in_title
            .iter()
            .chain(&in_body)
            .chain(with_thread)
            .flat_map(|&id| &self.owners[id as usize])
            .map(|&slot| (slot, false))
            .collect();
        candidates.sort_unstable();
        candidates.dedup();
        let watchers = self.watchers.get(&post.subreddit.to_lowercase()).filter(|_| meaning.intent().is_buyer());
        let by_meaning_alone: Vec<(u32, bool)> = (watchers.into_iter().flatten())
            .filter(|&&slot| candidates.binary_search(&(slot, false)).is_err())
            .map(|&slot| (slot, true))
            .collect();
        candidates.extend(by_meaning_alone);
        candidates.sort_unstable();
        candidates.dedup();
        // Each profile's data lies where the processor cannot guess: asked
        // for a few profiles ahead (`Prefetch`), it is there when needed.
        let scorer_at = |i: usize| candidates.get(i).map(|&(slot, _)| &self.profiles[slot as usize].1);
        (0..candidates.len())
            .filter_map(|i| {
                for (ahead, part) in Prefetch::AHEAD {
                    scorer_at(i + ahead).inspect(|s| s.prefetch(part));
                }
                let (slot, by_meaning_alone) = candidates[i];
                let (key, scorer) = &self.profiles[slot as usize];
                let reading = Reading::new(scorer, &meaning);
                // Most such watchers are far from the post: asked first, as
                // it turns them down before anything else is weighed.
                if by_meaning_alone && reading.near(true).is_none() {
                    return None;
                }
                let texts = Texts {
                    title: Text { normalized: &title, found: Some(&in_title) },
                    body: Text { normalized: &body, found: Some(&in_body) },
                    thread: thread.as_deref().map(|normalized| Text { normalized, found: Some(&in_thread) }),
                };
                reading.assess(post, texts, age_secs).map(|a| (key, a))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profile(keywords: &[&str], competitors: &[&str], negatives: &[&str]) -> Profile {
        let list = |words: &[&str]| words.iter().map(|w| w.to_string()).collect();
        Profile {
            name: "Lumen".into(),
            description: String::new(),
            intent_brief: String::new(),
            keywords: list(keywords),
            competitors: list(competitors),
            negative_keywords: list(negatives),
            subreddits: vec![],
            delivery_level: 30,
            site_wide_search: false,
            watch: Default::default(),
        }
    }

    fn post(title: &str, body: &str) -> RedditItem {
        RedditItem {
            id: "x".into(),
            subreddit: "s".into(),
            title: title.into(),
            body: body.into(),
            kind: crate::domain::ItemKind::Post,
            thread_title: None,
            url: "https://www.reddit.com/".into(),
            author: String::new(),
            created_utc: 0,
        }
    }

    #[test]
    fn the_index_finds_exactly_what_a_full_scan_finds() {
        let profiles = [
            profile(&["web analytics"], &["Plausible"], &[]),
            profile(&["analytics"], &[], &["crypto"]),
            profile(&["cookie banner", "web"], &["Fathom"], &["hiring"]),
            profile(&["kubernetes"], &[], &["web"]),
        ];
        let index = ProfileIndex::build(profiles.iter().enumerate()).unwrap();
        let mut matched = 0;
        for (title, body) in [
            ("Looking for web analytics", ""),
            ("a cookie banner question", "Any web analytics without one? We tried Plausible."),
            ("webanalytics", ""),
            ("nothing here", "Is there a Fathom alternative for analytics?"),
            ("Web-Analytics?", "hiring a web developer, crypto welcome"),
            ("Lumen or Plausible for web analytics?", "Kubernetes too."),
            ("", "Ours went up too, looking for an alternative."),
        ] {
            let mut p = post(title, body);
            if title.is_empty() {
                // A comment, under a thread that names a competitor.
                p.kind = crate::domain::ItemKind::Comment;
                p.thread_title = Some("Fathom raised prices".into());
            }
            let by_index: Vec<(usize, u8, String)> =
                index.matches(&p, None).into_iter().map(|(k, m)| (*k, m.score, m.reason)).collect();
            let by_scan: Vec<(usize, u8, String)> = profiles
                .iter()
                .enumerate()
                .filter_map(|(i, pr)| Scorer::new(pr).score(&p).map(|m| (i, m.score, m.reason)))
                .collect();
            assert_eq!(by_index, by_scan, "{title} {body}");
            matched += by_index.len();
        }
        assert!(matched >= 6, "the posts make matches to compare: {matched}");
    }
}
