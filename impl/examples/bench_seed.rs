//! Benchmark set-up: fills a database with one account, many keys and N
//! matches, then prints one JSON object with the keys and a cursor half-way
//! through the matches (for the deep-page run). Used by bench/api.sh.
//!
//! cargo run --release -p threadwatch --example bench_seed -- DB MATCHES KEYS
use threadwatch::cursor::CursorKey;
use threadwatch::domain::{Band, NewMatch, Subscription};
use threadwatch::store::{MatchFilter, Store};

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let [_, db, matches, keys] = &args[..] else {
        anyhow::bail!("usage: bench_seed DB MATCHES KEYS");
    };
    let (matches, keys): (usize, usize) = (matches.parse()?, keys.parse()?);
    let store = Store::open(std::path::Path::new(db))?;
    let account = store.create_account("bench", i64::MAX)?;
    store.set_subscription(&account.id, Subscription::Active)?;

    let api_keys: Vec<String> = (0..keys)
        .map(|i| {
            let key = threadwatch::access::new_key();
            store.insert_key(&account.id, &key.digest, &key.display_prefix, Some(&format!("bench {i}")))?;
            Ok(key.key)
        })
        .collect::<anyhow::Result<_>>()?;

    let start = 1_700_000_000_000_000_i64;
    for chunk in (0..matches).collect::<Vec<_>>().chunks(50_000) {
        let rows: Vec<(NewMatch, i64)> = chunk
            .iter()
            .map(|&i| {
                let band = [Band::Strong, Band::Possible, Band::Research][i % 3];
                let m = NewMatch {
                    kind: threadwatch::domain::ItemKind::Post,
                    subreddit: ["webdev", "SaaS", "selfhosted", "startups"][i % 4].into(),
                    title: format!("Looking for a privacy-friendly web analytics tool, post {i}"),
                    excerpt: Some("We run a small site and want pageviews without a cookie banner. What do you use?".into()),
                    url: format!("https://www.reddit.com/r/webdev/comments/b{i:x}/looking_for_web_analytics/"),
                    score: [82, 61, 38][i % 3],
                    band,
                    reason: "Scored 82 because the title mentions \"web analytics\" and it asks for help.".into(),
                    suggested_reply: (i % 3 != 2).then(|| "We compared a few options; happy to share notes.".into()),
                    published_at: start + i as i64 * 1_000_000 - 30_000_000,
                };
                (m, start + i as i64 * 1_000_000)
            })
            .collect();
        store.insert_matches(&account.id, &rows)?;
    }

    // The position of the match half-way down the newest-first order.
    let half = store.match_position(&account.id, (matches / 2) as u64)?.ok_or_else(|| anyhow::anyhow!("no matches"))?;
    let cursor = CursorKey::new(store.secret("cursor")?).issue(&account.id, &half, &MatchFilter::default());
    println!("{}", serde_json::json!({"keys": api_keys, "deep_cursor": cursor}));
    Ok(())
}
