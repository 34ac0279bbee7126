//! All of Reddit, minute by minute: the tests' Reddit stand-in is fed
//! Reddit's pace (6 posts and 46 comments a second: 360 posts and 2,760
//! comments a minute), and after each simulated minute the release binary runs
//! one review (`threadwatch poll --once`) for ACCOUNTS accounts that all ask
//! for site-wide coverage, each with keywords of its own. It prints, per
//! review, the items read, the requests spent, the wall time and the peak
//! memory. Used by bench/firehose.sh.
//!   bench_firehose BIN OUT_DIR [MINUTES] [ACCOUNTS]
#[path = "../../tests/it/common/reddit.rs"]
#[allow(dead_code)]
mod reddit;

use std::process::Command;
use std::time::Instant;

const POSTS_A_MINUTE: usize = 360;
const COMMENTS_A_MINUTE: usize = 2_760;

/// A small deterministic generator, so every run reads the same Reddit.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let (bin, out) = (args[1].clone(), std::path::PathBuf::from(&args[2]));
    let minutes: usize = args.get(3).map_or(Ok(5), |a| a.parse())?;
    let accounts: usize = args.get(4).map_or(Ok(500), |a| a.parse())?;
    std::fs::create_dir_all(&out)?;
    let db = out.join("firehose.db");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }

    let reddit = reddit::FakeReddit::start();
    let mut env: Vec<(String, String)> = reddit.settings().into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
    env.push(("THREADWATCH_DB".into(), db.display().to_string()));
    env.push(("THREADWATCH_LOG".into(), "warn".into()));
    // The stand-in answers at once; the requests are counted, not paced.
    env.push(("THREADWATCH_REDDIT__REQUESTS_PER_MINUTE".into(), "1000000".into()));
    let run = |args: &[&str]| -> anyhow::Result<serde_json::Value> {
        let output = Command::new(&bin).args(args).envs(env.iter().map(|(k, v)| (k, v))).output()?;
        anyhow::ensure!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
        Ok(serde_json::from_slice(&output.stdout)?)
    };

    let words: Vec<String> = (0..5_000).map(|i| format!("w{i:x}")).collect();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let started = Instant::now();
    for i in 0..accounts {
        let account = run(&["account", "create", "--name", &format!("bench{i}")])?["account_id"].as_str().unwrap().to_owned();
        let keywords: Vec<String> = (0..4).map(|k| format!("{} {}", words[(i * 4 + k) % 5_000], words[(i * 7 + k) % 5_000])).collect();
        let profile = serde_json::json!({"name": format!("product {i}"), "keywords": keywords,
            "competitors": [format!("rival{i}")], "site_wide_search": true});
        let file = out.join("profile.json");
        std::fs::write(&file, profile.to_string())?;
        run(&["product", "set", "--account", &account, "--file", &file.display().to_string()])?;
    }
    eprintln!("{accounts} site-wide accounts set up in {:.1} s", started.elapsed().as_secs_f64());

    // A minute of Reddit: random words, and now and then someone's keywords,
    // so that matches happen.
    let mut recent_posts: Vec<String> = vec![];
    let mut minute = |rng: &mut Rng| {
        let text = |rng: &mut Rng, n: usize| {
            let mut t: Vec<&str> = (0..n).map(|_| words[rng.below(5_000)].as_str()).collect();
            if rng.below(50) == 0 {
                // Two of one account's keywords: enough ties for a match.
                let i = rng.below(accounts.max(1));
                for k in 0..2 {
                    t.push(&words[(i * 4 + k) % 5_000]);
                    t.push(&words[(i * 7 + k) % 5_000]);
                }
            }
            t.join(" ")
        };
        for _ in 0..POSTS_A_MINUTE {
            let (title, body) = (text(rng, 8), text(rng, 40));
            recent_posts.push(reddit.post(&format!("sub{}", rng.below(2_000)), &title, &body));
        }
        let from = recent_posts.len().saturating_sub(2_000);
        for _ in 0..COMMENTS_A_MINUTE {
            let on = recent_posts[from + rng.below(recent_posts.len() - from)].clone();
            reddit.comment(&on, &text(rng, 30));
        }
    };

    minute(&mut rng);
    run(&["poll", "--once"])?; // the marks
    println!("review  items  new  requests  matched  seconds  items/s  peak MB");
    let mut totals = (0u64, 0u64, 0f64, 0f64);
    for m in 1..=minutes {
        minute(&mut rng);
        let rss = out.join("rss.txt");
        let began = Instant::now();
        let output = Command::new("/usr/bin/time")
            .args(["-f", "%M", "-o", &rss.display().to_string(), &bin, "poll", "--once"])
            .envs(env.iter().map(|(k, v)| (k, v)))
            .output()?;
        let seconds = began.elapsed().as_secs_f64();
        anyhow::ensure!(output.status.success(), "poll: {}", String::from_utf8_lossy(&output.stderr));
        let counts: serde_json::Value = serde_json::from_slice(&output.stdout)?;
        let peak_mb = std::fs::read_to_string(&rss)?.trim().parse::<f64>()? / 1024.0;
        let items = counts["items_fetched"].as_u64().unwrap_or(0);
        println!(
            "{m:>6} {items:>6} {:>4} {:>9} {:>8} {seconds:>8.2} {:>8.0} {peak_mb:>8.1}",
            counts["new_items"],
            counts["requests"],
            counts["matched"],
            items as f64 / seconds
        );
        totals = (totals.0 + items, totals.1 + counts["requests"].as_u64().unwrap_or(0), totals.2 + seconds, totals.3.max(peak_mb));
    }
    let (items, requests, seconds, peak) = totals;
    let per_minute = requests as f64 / minutes as f64;
    let rate = items as f64 / seconds;
    println!("\n{accounts} site-wide accounts, {minutes} simulated minutes of Reddit ({} items a minute)", POSTS_A_MINUTE + COMMENTS_A_MINUTE);
    println!("{:<34}{per_minute:>10.1}   goal <= 100 (Reddit's budget)   {}", "requests per minute of Reddit", met(per_minute <= 100.0));
    println!("{:<34}{rate:>10.0}   goal >= 52 (Reddit's pace)        {}", "items reviewed per second", met(rate >= 52.0));
    println!("{:<34}{peak:>10.1}", "peak resident memory of a review, MB");
    Ok(())
}

fn met(yes: bool) -> &'static str {
    if yes { "met" } else { "NOT met" }
}
