//! How long the encoder takes to read a post-sized text on one core: the
//! background sentences (impl/assets/background/sentences.txt) joined in
//! threes, each read once after a warm-up. Also how fast its dense layers'
//! integer multiply-adds go, against the most this processor's instruction
//! for them can do: the bound on how fast the reading can be made without
//! a smaller model.
//!
//! cargo run --release -p threadwatch-encoder --example encode_speed
use std::time::Instant;

use threadwatch_encoder::{peak_multiply_adds_per_second, work, Encoder};

fn main() {
    let sentences = include_str!("../../assets/background/sentences.txt");
    let lines: Vec<&str> = sentences.lines().filter(|l| !l.trim().is_empty()).collect();
    let texts: Vec<String> = lines.chunks(3).map(|c| c.join(" ")).collect();
    let encoder = Encoder::shipped();
    texts.iter().take(20).for_each(|t| drop(encoder.encode(t)));
    let before = work();
    let started = Instant::now();
    let read = texts.iter().filter_map(|t| encoder.encode(t)).count();
    let seconds = started.elapsed().as_secs_f64();
    let multiply_adds = (work().multiply_adds - before.multiply_adds) as f64 / read as f64;
    println!("{read} texts of three sentences: {:.1} ms a text", seconds * 1000.0 / read as f64);
    println!(
        "dense layers: {:.0} million multiply-adds a text, {:.0} G a second over the whole reading",
        multiply_adds / 1e6,
        multiply_adds * read as f64 / seconds / 1e9
    );
    match peak_multiply_adds_per_second() {
        Some(peak) => println!(
            "this processor's peak for them: {:.0} G a second, at which they alone would take {:.1} ms a text",
            peak / 1e9,
            multiply_adds / peak * 1000.0
        ),
        None => println!("this processor has neither AVX-512 VNNI nor AVX2: no peak measured"),
    }
}
