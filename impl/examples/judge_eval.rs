//! Measures the optional language model on labeled groups: each product's
//! posts, and the other products' buyers of the same groups moved to a
//! community it watches, scored by the built-in scorer alone and then with
//! the model judging the candidates near the delivery level, exactly as a
//! review does. Without a model it counts the candidates a model would judge
//! and what a judge that is always right would make of them: the most any
//! model can add at this margin.
//!
//! THREADWATCH_LLM__BASE_URL=http://127.0.0.1:8080/v1 THREADWATCH_LLM__MODEL=m \
//!   cargo run --release -p threadwatch --example judge_eval -- training5 training6
//!
//! Optional: THREADWATCH_LLM__API_KEY (a hosted model's), __TIMEOUT_MS
//! (default here 120000: a small local model on two cores is slow) and
//! __JUDGE_MARGIN (15).
//! Never point it at a held-out group without writing the read down.
use std::path::Path;
use std::time::Instant;

use anyhow::Context;
use threadwatch::domain::RedditItem;
use threadwatch::judge::{Judge, LlmSettings, Tally};
use threadwatch::scoring::lead::labelled_groups;
use threadwatch::scoring::Scorer;

/// What a labeled post is to the profile scoring it.
#[derive(Clone, Copy)]
enum Kind {
    Buyer,
    /// One of the product's own posts that is no buyer's: matched, a false alert.
    OtherPost,
    /// Another product's buyer, moved to a community the profile watches.
    OthersBuyer,
}

impl Kind {
    fn of(own: bool, relevant: bool) -> Kind {
        match (own, relevant) {
            (true, true) => Kind::Buyer,
            (true, false) => Kind::OtherPost,
            (false, _) => Kind::OthersBuyer,
        }
    }

    fn shown(self) -> &'static str {
        match self {
            Kind::Buyer => "buyer",
            Kind::OtherPost => "other post",
            Kind::OthersBuyer => "other product's buyer",
        }
    }
}

#[derive(Default)]
struct Counts {
    buyers: u32,
    found: u32,
    non_buyers: u32,
    false_alerts: u32,
    others: u32,
    others_taken: u32,
}

impl Counts {
    fn add(&mut self, kind: Kind, matched: bool) {
        let (count, taken) = match kind {
            Kind::Buyer => (&mut self.buyers, &mut self.found),
            Kind::OtherPost => (&mut self.non_buyers, &mut self.false_alerts),
            Kind::OthersBuyer => (&mut self.others, &mut self.others_taken),
        };
        *count += 1;
        *taken += u32::from(matched);
    }

    fn items(&self) -> u32 {
        self.buyers + self.non_buyers + self.others
    }

    fn line(&self) -> String {
        format!(
            "buyers {} of {}, false alerts {} of {}, other products' buyers {} of {}",
            self.found, self.buyers, self.false_alerts, self.non_buyers, self.others_taken, self.others
        )
    }
}

fn env(name: &str) -> Option<String> {
    std::env::var(format!("THREADWATCH_LLM__{name}")).ok().filter(|v| !v.trim().is_empty())
}

fn main() -> anyhow::Result<()> {
    let groups: Vec<String> = std::env::args().skip(1).collect();
    anyhow::ensure!(!groups.is_empty(), "name one or more groups under impl/eval (e.g. training5 training6)");
    let settings = LlmSettings {
        base_url: env("BASE_URL").unwrap_or_default(),
        model: env("MODEL").unwrap_or_default(),
        api_key: env("API_KEY"),
        timeout_ms: env("TIMEOUT_MS").map(|v| v.parse()).transpose().context("TIMEOUT_MS")?.unwrap_or(120_000),
        judge_margin: env("JUDGE_MARGIN").map(|v| v.parse()).transpose().context("JUDGE_MARGIN")?.unwrap_or(15),
        requests_per_minute: 100_000,
    };
    settings.check().map_err(anyhow::Error::msg)?;
    let judge = Judge::new(&settings);
    let margin = settings.judge_margin;

    let products = labelled_groups(&Path::new(env!("CARGO_MANIFEST_DIR")).join("eval"), &groups)?;

    let (mut builtin, mut judged, mut tally) = (Counts::default(), Counts::default(), Tally::default());
    let (mut right, mut near_alone, mut near_judged) = (Counts::default(), Counts::default(), Counts::default());
    let started = Instant::now();
    for (profile, own) in &products {
        let scorer = Scorer::new(profile);
        let watched = profile.subreddits.first().cloned().unwrap_or_default();
        let others = products
            .iter()
            .filter(|(other, _)| other.name != profile.name)
            .flat_map(|(_, items)| items.iter().filter(|(_, relevant)| *relevant))
            .map(|(item, relevant)| (RedditItem { subreddit: watched.clone(), ..item.clone() }, *relevant, false));
        let items = own.iter().map(|(item, relevant)| (item.clone(), *relevant, true)).chain(others);
        for (item, relevant, is_own) in items {
            let kind = Kind::of(is_own, relevant);
            let assessed = scorer.assess(&item);
            let alone = assessed.as_ref().is_some_and(|a| a.matched.is_some());
            builtin.add(kind, alone);
            let matched = match assessed {
                Some(a) if a.score.abs_diff(profile.delivery_level) <= margin => {
                    right.add(kind, matches!(kind, Kind::Buyer));
                    near_alone.add(kind, a.matched.is_some());
                    let decided = match &judge {
                        Some(judge) => {
                            let (builtin_score, unjudged) = (a.score, tally.unjudged);
                            let decided = judge.decide(profile, &item, a, &mut tally);
                            let verdict = match &decided {
                                _ if tally.unjudged > unjudged => "no usable answer".to_owned(),
                                Some(m) => format!("a lead at {}", m.score),
                                None => "no lead".to_owned(),
                            };
                            // Scores only, never the text: a held-out item is not to be looked at.
                            eprintln!(
                                "  {}, {}: built-in {builtin_score}, model {verdict}",
                                profile.name,
                                kind.shown()
                            );
                            decided.is_some()
                        }
                        None => a.matched.is_some(),
                    };
                    near_judged.add(kind, decided);
                    decided
                }
                _ => {
                    right.add(kind, alone);
                    alone
                }
            };
            judged.add(kind, matched);
        }
        let near = near_alone.items();
        eprintln!("{}: done ({near} near the level so far, {:.0} s)", profile.name, started.elapsed().as_secs_f64());
    }
    let near = near_alone.items();
    println!("groups: {}", groups.join(", "));
    println!("matched by the built-in scorer: {}", builtin.line());
    println!("with a judge always right:      {}", right.line());
    println!("{near} candidates within {margin} points of the delivery level; of them, matched:");
    println!("  by the built-in scorer: {}", near_alone.line());
    if judge.is_some() {
        println!("  by model {}: {}", settings.model, near_judged.line());
        println!("with model {}: {}", settings.model, judged.line());
        println!(
            "model verdicts: {} relevant, {} not, {} unusable or timed out; {:.1} s a candidate",
            tally.relevant,
            tally.not_relevant,
            tally.unjudged,
            started.elapsed().as_secs_f64() / f64::from(near.max(1))
        );
    }
    Ok(())
}
