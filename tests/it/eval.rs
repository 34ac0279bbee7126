//! Scoring quality, measured: the labeled posts in impl/eval (three product
//! profiles, realistic and hard cases) scored by the real scorer. Prints
//! precision and recall at the delivery level and for the strong band, and
//! fails below the floors set from the current figures.
use threadwatch::domain::{Band, Profile, RedditItem};
use threadwatch::scoring::Scorer;


const PROFILES: [&str; 3] = ["lumen", "quill", "kettle"];
/// Floors, set a little under the current figures (see the README).
const DELIVERY_PRECISION: f64 = 0.85;
const DELIVERY_RECALL: f64 = 0.80;
const STRONG_PRECISION: f64 = 0.95;

#[derive(Default)]
struct Tally {
    tp: u32,
    fp: u32,
    fn_: u32,
}

impl Tally {
    fn add(&mut self, predicted: bool, relevant: bool) {
        match (predicted, relevant) {
            (true, true) => self.tp += 1,
            (true, false) => self.fp += 1,
            (false, true) => self.fn_ += 1,
            (false, false) => {}
        }
    }
    fn precision(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fp).max(1) as f64
    }
    fn recall(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fn_).max(1) as f64
    }
}

#[test]
fn scoring_meets_its_precision_and_recall_floors() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/eval");
    let (mut delivery, mut strong) = (Tally::default(), Tally::default());
    let mut misses = vec![];
    let mut posts_total = 0;
    for name in PROFILES {
        let profile: Profile = serde_json::from_str(&std::fs::read_to_string(format!("{dir}/{name}.profile.json")).unwrap()).unwrap();
        let scorer = Scorer::new(&profile);
        let (mut d, mut s) = (Tally::default(), Tally::default());
        for line in std::fs::read_to_string(format!("{dir}/{name}.posts.jsonl")).unwrap().lines() {
            let mut value: serde_json::Value = serde_json::from_str(line).unwrap();
            let relevant = value["relevant"].as_bool().unwrap();
            value.as_object_mut().unwrap().remove("relevant");
            let post = RedditItem::from_json(value).unwrap();
            let scored = scorer.score(&post);
            d.add(scored.is_some(), relevant);
            s.add(scored.as_ref().is_some_and(|m| m.band == Band::Strong), relevant);
            if scored.is_some() != relevant {
                misses.push(format!("{name}: {} (relevant: {relevant}, score {:?})", post.title, scored.map(|m| m.score)));
            }
            posts_total += 1;
        }
        println!(
            "{name:<8} delivery level: precision {:.2} recall {:.2} | strong: precision {:.2} recall {:.2}",
            d.precision(), d.recall(), s.precision(), s.recall()
        );
        for (all, one) in [(&mut delivery, d), (&mut strong, s)] {
            all.tp += one.tp;
            all.fp += one.fp;
            all.fn_ += one.fn_;
        }
    }
    println!(
        "all {posts_total} posts: delivery level precision {:.2} recall {:.2} | strong precision {:.2} recall {:.2}",
        delivery.precision(), delivery.recall(), strong.precision(), strong.recall()
    );
    for miss in &misses {
        println!("  miss: {miss}");
    }
    assert!(posts_total >= 300);
    assert!(delivery.precision() >= DELIVERY_PRECISION, "delivery precision {:.2}", delivery.precision());
    assert!(delivery.recall() >= DELIVERY_RECALL, "delivery recall {:.2}", delivery.recall());
    assert!(strong.precision() >= STRONG_PRECISION, "strong precision {:.2}", strong.precision());
}
