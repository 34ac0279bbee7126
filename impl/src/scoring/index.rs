//! Matching at the scale of all of Reddit: rather than scoring every post
//! against every profile, one Aho-Corasick automaton over the terms of all
//! profiles finds, in one pass over a post, the profiles it can match by
//! their words; with the profiles that watch the post's community (which may
//! match it by meaning alone), only those are scored in full.
use std::collections::HashMap;

use aho_corasick::{AhoCorasick, MatchKind};

use super::{normalize, Assessment, Scorer};
use crate::domain::{NewMatch, Profile, RedditItem};

pub struct ProfileIndex<K> {
    automaton: AhoCorasick,
    /// Pattern id → the profiles (by position) that have that term.
    owners: Vec<Vec<u32>>,
    /// Community (lower case) → the profiles that watch it.
    watchers: HashMap<String, Vec<u32>>,
    profiles: Vec<(K, Scorer)>,
}

impl<K> ProfileIndex<K> {
    pub fn build<'a>(profiles: impl IntoIterator<Item = (K, &'a Profile)>) -> anyhow::Result<ProfileIndex<K>> {
        let mut watchers: HashMap<String, Vec<u32>> = HashMap::new();
        let profiles: Vec<(K, Scorer)> = profiles
            .into_iter()
            .enumerate()
            .map(|(slot, (k, p))| {
                for community in &p.subreddits {
                    watchers.entry(community.to_lowercase()).or_default().push(slot as u32);
                }
                (k, Scorer::new(p))
            })
            .collect();
        let mut ids: HashMap<&str, usize> = HashMap::new();
        let mut owners: Vec<Vec<u32>> = vec![];
        for (slot, (_, scorer)) in profiles.iter().enumerate() {
            for term in scorer.match_terms() {
                // Terms are normalized with a space on each side: matches are whole words.
                if term.trim().is_empty() {
                    continue;
                }
                let id = *ids.entry(term).or_insert_with(|| {
                    owners.push(vec![]);
                    owners.len() - 1
                });
                if owners[id].last() != Some(&(slot as u32)) {
                    owners[id].push(slot as u32);
                }
            }
        }
        let mut patterns: Vec<(&str, usize)> = ids.into_iter().collect();
        patterns.sort_by_key(|(_, id)| *id);
        let automaton = AhoCorasick::builder()
            .match_kind(MatchKind::Standard)
            .build(patterns.iter().map(|(term, _)| term))?;
        Ok(ProfileIndex { automaton, owners, watchers, profiles })
    }

    /// Every profile the post matches, with its match. `age_secs`: see
    /// `Scorer::assess_normalized`.
    pub fn matches(&self, post: &RedditItem, age_secs: Option<i64>) -> Vec<(&K, NewMatch)> {
        self.assess(post, age_secs).into_iter().filter_map(|(key, a)| Some((key, a.matched?))).collect()
    }

    /// Every profile the post is a candidate for, with what its scorer makes
    /// of it: a match, or a near miss below the delivery level. `age_secs`:
    /// see `Scorer::assess_normalized`.
    pub fn assess(&self, post: &RedditItem, age_secs: Option<i64>) -> Vec<(&K, Assessment)> {
        let (title, body) = (normalize(&post.title), normalize(&post.body));
        let mut candidates: Vec<u32> = vec![];
        for text in [&title, &body] {
            for found in self.automaton.find_overlapping_iter(text.as_str()) {
                candidates.extend_from_slice(&self.owners[found.pattern().as_usize()]);
            }
        }
        candidates.sort_unstable();
        candidates.dedup();
        let meaning = super::Meaning::of(&post.title, &post.body);
        // A watcher with none of its words in the post can match it only by
        // meaning, which counts only for a buyer; that is checked first, as
        // it turns most of them down.
        let watchers = self.watchers.get(&post.subreddit.to_lowercase()).filter(|_| meaning.intent().is_buyer());
        let by_meaning: Vec<u32> = (watchers.into_iter().flatten())
            .filter(|slot| candidates.binary_search(slot).is_err())
            .filter(|&&slot| self.profiles[slot as usize].1.is_close_in_meaning(&meaning))
            .copied()
            .collect();
        candidates.extend(by_meaning);
        candidates.sort_unstable();
        candidates.dedup();
        candidates
            .into_iter()
            .filter_map(|slot| {
                let (key, scorer) = &self.profiles[slot as usize];
                scorer.assess_normalized(post, &title, &body, Some(&meaning), age_secs).map(|a| (key, a))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profile(keywords: &[&str]) -> Profile {
        Profile {
            name: "P".into(),
            description: String::new(),
            intent_brief: String::new(),
            keywords: keywords.iter().map(|k| k.to_string()).collect(),
            competitors: vec![],
            negative_keywords: vec![],
            subreddits: vec![],
            delivery_level: 30,
            site_wide_search: false,
            watch: Default::default(),
        }
    }

    fn post(title: &str) -> RedditItem {
        RedditItem {
            id: "x".into(),
            subreddit: "s".into(),
            title: title.into(),
            body: String::new(),
            kind: crate::domain::ItemKind::Post,
            thread_title: None,
            url: "https://www.reddit.com/".into(),
            author: String::new(),
            created_utc: 0,
        }
    }

    #[test]
    fn the_index_finds_exactly_the_profiles_a_full_scan_finds() {
        let profiles = [
            profile(&["web analytics"]),
            profile(&["analytics"]),
            profile(&["cookie banner", "web"]),
            profile(&["kubernetes"]),
        ];
        let index = ProfileIndex::build(profiles.iter().enumerate()).unwrap();
        for title in ["Looking for web analytics", "a cookie banner question", "webanalytics", "nothing here", "Web-Analytics?"] {
            let p = post(title);
            let mut by_index: Vec<usize> = index.matches(&p, None).into_iter().map(|(k, _)| *k).collect();
            by_index.sort();
            let by_scan: Vec<usize> =
                profiles.iter().enumerate().filter(|(_, pr)| Scorer::new(pr).score(&p).is_some()).map(|(i, _)| i).collect();
            assert_eq!(by_index, by_scan, "{title}");
        }
    }
}
