//! Scoring at scale, for bench/scoring.sh: synthetic profiles and posts built
//! from one vocabulary (so posts do hit profiles' terms), then posts per
//! second on one core through the profile index, and the process's memory.
//!
//! cargo run --release -p threadwatch --example bench_scoring -- PROFILES POSTS
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

fn word(i: usize) -> String {
    const SYLLABLES: [&str; 16] = ["ka", "lo", "mi", "ten", "ra", "po", "vu", "sel", "an", "dor", "qui", "be", "nu", "ta", "ri", "go"];
    let (mut n, mut w) = (i + 1, String::new());
    while n > 0 {
        w.push_str(SYLLABLES[n % 16]);
        n /= 16;
    }
    w
}

fn main() -> anyhow::Result<()> {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse()).collect::<Result<_, _>>()?;
    let [profiles, posts] = args[..] else { anyhow::bail!("usage: bench_scoring PROFILES POSTS") };
    let vocabulary: Vec<String> = (0..50_000).map(word).collect();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);

    let built = Instant::now();
    let profile_list: Vec<Profile> = (0..profiles)
        .map(|i| {
            let term = |rng: &mut Rng, words: usize| {
                (0..words).map(|_| vocabulary[500 + rng.below(40_000)].clone()).collect::<Vec<_>>().join(" ")
            };
            Profile {
                name: format!("product{i}"),
                description: String::new(),
                intent_brief: String::new(),
                keywords: (0..4).map(|k| term(&mut rng, 1 + k % 2)).collect(),
                competitors: vec![term(&mut rng, 1)],
                negative_keywords: vec![term(&mut rng, 1)],
                subreddits: vec![],
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
            RedditItem {
                id: format!("p{i}"),
                subreddit: "bench".into(),
                title: text(&mut rng, title_words),
                body: text(&mut rng, body_words),
                kind: threadwatch::domain::ItemKind::Post,
                thread_title: None,
                url: "https://www.reddit.com/".into(),
                author: String::new(),
                created_utc: 0,
            }
        })
        .collect();

    let scored = Instant::now();
    let matches: usize = post_list.iter().map(|p| index.matches(p, None).len()).sum();
    let secs = scored.elapsed().as_secs_f64();
    let rss_mb = std::fs::read_to_string("/proc/self/status")?
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .unwrap_or(0.0)
        / 1024.0;
    println!(
        "{{\"profiles\": {profiles}, \"posts\": {posts}, \"posts_per_second\": {:.0}, \"matches\": {matches}, \"index_build_seconds\": {build_secs:.2}, \"peak_rss_mb\": {rss_mb:.1}}}",
        posts as f64 / secs
    );
    Ok(())
}
