//! What the built-in scorer gets wrong on training groups, post by post:
//! each product's missed buyers and false alerts, with the score, the
//! reason or, for a post that is no candidate, how its intent and meaning
//! read (`Scorer::readings`); then the other products' buyers it takes
//! when they are moved to a community the profile watches (as `judge_eval`
//! counts them). Held-out groups are refused: their posts are not to be
//! looked at.
//!
//! cargo run --release -p threadwatch --example misses -- training7 training8
use std::path::Path;

use threadwatch::domain::RedditItem;
use threadwatch::scoring::lead::labelled_groups;
use threadwatch::scoring::{Meaning, Scorer};

fn main() -> anyhow::Result<()> {
    let groups: Vec<String> = std::env::args().skip(1).collect();
    anyhow::ensure!(!groups.is_empty(), "name one or more training groups under impl/eval (e.g. training7)");
    if let Some(group) = groups.iter().find(|g| !g.starts_with("training")) {
        anyhow::bail!("{group} is not a training group: only those may be looked at post by post");
    }
    let products = labelled_groups(&Path::new(env!("CARGO_MANIFEST_DIR")).join("eval"), &groups)?;
    let short = |text: &str, chars: usize| text.chars().take(chars).collect::<String>().replace('\n', " ");
    for (profile, own) in &products {
        let scorer = Scorer::new(profile);
        println!("== {} (delivery level {})", profile.name, profile.delivery_level);
        for (item, relevant) in own {
            let assessed = scorer.assess(item);
            if assessed.as_ref().is_some_and(|a| a.matched.is_some()) == *relevant {
                continue;
            }
            let intent = Meaning::of_post(item).intent().clone();
            let read =
                format!("signals {:?}, against {:?}, people {:?}", intent.signals, intent.against, intent.head_count);
            let why = match assessed {
                Some(a) => format!("{}: {} ({read})", a.score, a.reason),
                None => format!("no candidate: {read}; {}", scorer.readings(item)),
            };
            let kind = if *relevant { "missed" } else { "false alert" };
            println!("{kind} | {} | {} | {why}", short(&item.title, 90), short(&item.body, 200));
        }
        let watched = profile.subreddits.first().cloned().unwrap_or_default();
        let others = products.iter().filter(|(other, _)| other.name != profile.name);
        for (other, items) in others {
            for (item, _) in items.iter().filter(|(_, relevant)| *relevant) {
                let moved = RedditItem { subreddit: watched.clone(), ..item.clone() };
                if let Some(a) = scorer.assess(&moved).filter(|a| a.matched.is_some()) {
                    println!("{}'s buyer | {} | {}: {}", other.name, short(&item.title, 90), a.score, a.reason);
                }
            }
        }
    }
    Ok(())
}
