//! Scoring at scale, for bench/scoring.sh: synthetic profiles and posts built
//! from one vocabulary (so posts do hit profiles' terms), then posts per
//! second on one core through the profile index, and the process's memory.
//! Each profile also has a description and an intent brief made of phrases
//! of the ordinary English sentences in assets/background (situations to
//! compare by meaning), and watches three of 2,000 communities, popular ones
//! most; one post in five is a buyer's question about such a phrase, with one
//! of those sentences as its body, compared by meaning with every profile
//! watching its community, and one in five is two more of those sentences:
//! someone talking, not asking.
//!
//! cargo run --release -p threadwatch --example bench_scoring -- PROFILES POSTS
//!
//! With READINGS set to a file, the encoder's readings of profiles' texts
//! are kept there as the service keeps them in its database, so that a run
//! after the first skips most of the first pass's encoding.
use std::time::Instant;

use threadwatch::domain::{Profile, RedditItem};
use threadwatch::scoring::index::ProfileIndex;

/// A small deterministic generator (xorshift), so runs compare.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// Roughly Zipf-distributed: common words come up far more often.
    fn zipf(&mut self, n: usize) -> usize {
        let u = (self.next() % 1_000_000) as f64 / 1_000_000.0;
        ((n as f64).powf(u) as usize).saturating_sub(1).min(n - 1)
    }
}

const COMMUNITIES: usize = 2_000;
const SITUATIONS: usize = 2_000;

fn word(i: usize) -> String {
    const SYLLABLES: [&str; 16] =
        ["ka", "lo", "mi", "ten", "ra", "po", "vu", "sel", "an", "dor", "qui", "be", "nu", "ta", "ri", "go"];
    let (mut n, mut w) = (i + 1, String::new());
    while n > 0 {
        w.push_str(SYLLABLES[n % 16]);
        n /= 16;
    }
    w
}

/// `words` consecutive words of one of the sentences.
fn phrase(sentences: &[&str], rng: &mut Rng, words: usize) -> String {
    let all: Vec<&str> = sentences[rng.below(sentences.len())].split_whitespace().collect();
    let start = rng.below(all.len().saturating_sub(words) + 1);
    all[start..(start + words).min(all.len())].join(" ")
}

fn main() -> anyhow::Result<()> {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse()).collect::<Result<_, _>>()?;
    let [profiles, posts] = args[..] else { anyhow::bail!("usage: bench_scoring PROFILES POSTS") };
    let vocabulary: Vec<String> = (0..50_000).map(word).collect();
    let sentences: Vec<&str> = include_str!("../assets/background/sentences.txt").lines().collect();
    // Profiles take their phrases from one half of the sentences, buyers their
    // posts from the other: a post matches by meaning only on a shared topic.
    let for_profiles: Vec<&str> = sentences.iter().step_by(2).copied().collect();
    let for_posts: Vec<&str> = sentences.iter().skip(1).step_by(2).copied().collect();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    if let Some(file) = std::env::var_os("READINGS").filter(|file| !file.is_empty()) {
        threadwatch::server::keep_readings_in(&threadwatch::store::Store::open(file.as_ref())?);
    }

    // Profiles share SITUATIONS phrases: each is encoded once per process
    // (`encoder`), a one-off cost of the profile, not of the posts; printed
    // apart.
    let situations: Vec<String> = (0..SITUATIONS)
        .map(|_| {
            let words = 4 + rng.below(4);
            phrase(&for_profiles, &mut rng, words)
        })
        .collect();
    let built = Instant::now();
    let profile_list: Vec<Profile> = (0..profiles)
        .map(|i| {
            let term = |rng: &mut Rng, words: usize| {
                (0..words).map(|_| vocabulary[500 + rng.below(40_000)].clone()).collect::<Vec<_>>().join(" ")
            };
            // What the product is for: phrases of real sentences, in lists
            // separated by semicolons so that each phrase is read as one item.
            let mut t = |_words| situations[rng.below(situations.len())].clone();
            let description = format!("Product{i} is {}: {}; {}; {}.", t(4), t(5), t(6), t(5));
            let intent_brief =
                format!("Teams who {}. Alert when {}; {}; or {}. Not: {}, {}.", t(4), t(6), t(5), t(7), t(4), t(4));
            Profile {
                name: format!("product{i}"),
                description,
                intent_brief,
                keywords: (0..4).map(|k| term(&mut rng, 1 + k % 2)).collect(),
                competitors: vec![term(&mut rng, 1)],
                negative_keywords: vec![term(&mut rng, 1)],
                subreddits: (0..3).map(|_| format!("community{}", rng.zipf(COMMUNITIES))).collect(),
                delivery_level: 30,
                site_wide_search: false,
                watch: Default::default(),
            }
        })
        .collect();
    let index = ProfileIndex::build(profile_list.iter().enumerate())?;
    let build_secs = built.elapsed().as_secs_f64();

    let post_list: Vec<RedditItem> = (0..posts)
        .map(|i| {
            let text = |rng: &mut Rng, words: usize| {
                (0..words).map(|_| vocabulary[rng.zipf(vocabulary.len())].as_str()).collect::<Vec<_>>().join(" ")
            };
            let title_words = 6 + rng.below(10);
            let body_words = rng.below(120);
            let (mut title, mut body) = (text(&mut rng, title_words), text(&mut rng, body_words));
            if i % 5 == 0 {
                title = format!("Is there a tool for {}?", phrase(&for_posts, &mut rng, 4));
                body = format!("{} It is too expensive.", for_posts[rng.below(for_posts.len())]);
            } else if i % 5 == 1 {
                // Most of Reddit is people talking: sentences, some of which
                // read as a buyer's and are compared by meaning, unlike
                // made-up words.
                title = for_posts[rng.below(for_posts.len())].to_owned();
                body = for_posts[rng.below(for_posts.len())].to_owned();
            }
            RedditItem {
                id: format!("p{i}"),
                subreddit: format!("community{}", rng.zipf(COMMUNITIES)),
                title,
                body,
                kind: threadwatch::domain::ItemKind::Post,
                thread_title: None,
                url: "https://www.reddit.com/".into(),
                author: String::new(),
                created_utc: 0,
            }
        })
        .collect();

    // The first pass also encodes, once, the situations posts come near
    // (`encoder`); the second is the steady state that is reported.
    let first = Pass::run(&index, &post_list);
    let steady = Pass::run(&index, &post_list);
    let rss_mb = std::fs::read_to_string("/proc/self/status")?
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .unwrap_or(0.0)
        / 1024.0;
    let situations_encoded = first.encoded - steady.encoded;
    let encoder_seconds = steady.encoding.as_secs_f64();
    // The most this encoder could allow: its dense layers at the
    // processor's peak, and the rest of its work taking no time.
    // (null where the processor takes the portable loop: no peak is measured.)
    let ceiling = threadwatch_encoder::peak_multiply_adds_per_second().map_or("null".to_owned(), |peak| {
        format!("{:.0}", posts as f64 / (steady.seconds - encoder_seconds + steady.multiply_adds as f64 / peak))
    });
    println!(
        "{{\"profiles\": {profiles}, \"posts\": {posts}, \"posts_per_second\": {:.0}, \"matches\": {}, \"index_build_seconds\": {build_secs:.2}, \"peak_rss_mb\": {rss_mb:.1}, \"posts_encoded\": {}, \"posts_per_second_without_encoder\": {:.0}, \"posts_per_second_at_the_encoders_peak\": {ceiling}, \"situations_encoded\": {situations_encoded}, \"situations_seconds\": {:.1}}}",
        posts as f64 / steady.seconds,
        steady.matches,
        steady.encoded,
        posts as f64 / (steady.seconds - encoder_seconds),
        (first.encoding - steady.encoding).as_secs_f64(),
    );
    Ok(())
}

/// One timed pass over the posts: the time, the matches, and what the
/// sentence encoder did meanwhile.
struct Pass {
    seconds: f64,
    matches: usize,
    encoded: u64,
    encoding: std::time::Duration,
    /// The encoder's dense layers' integer multiply-adds.
    multiply_adds: u64,
}

impl Pass {
    fn run(index: &ProfileIndex<usize>, posts: &[RedditItem]) -> Pass {
        let before = threadwatch_encoder::work();
        let started = Instant::now();
        let matches = posts.iter().map(|p| index.matches(p, None).len()).sum();
        let seconds = started.elapsed().as_secs_f64();
        let after = threadwatch_encoder::work();
        Pass {
            seconds,
            matches,
            encoded: after.texts - before.texts,
            encoding: after.time - before.time,
            multiply_adds: after.multiply_adds - before.multiply_adds,
        }
    }
}
