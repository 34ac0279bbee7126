//! How long the encoder takes to read a post-sized text on one core: the
//! background sentences (impl/assets/background/sentences.txt) joined in
//! threes, each read once after a warm-up.
//!
//! cargo run --release -p threadwatch-encoder --example encode_speed
use std::time::Instant;

use threadwatch_encoder::Encoder;

fn main() {
    let sentences = include_str!("../../assets/background/sentences.txt");
    let lines: Vec<&str> = sentences.lines().filter(|l| !l.trim().is_empty()).collect();
    let texts: Vec<String> = lines.chunks(3).map(|c| c.join(" ")).collect();
    let encoder = Encoder::shipped();
    texts.iter().take(20).for_each(|t| drop(encoder.encode(t)));
    let started = Instant::now();
    let read = texts.iter().filter_map(|t| encoder.encode(t)).count();
    let ms = started.elapsed().as_secs_f64() * 1000.0 / read as f64;
    println!("{read} texts of three sentences: {ms:.1} ms a text");
}
