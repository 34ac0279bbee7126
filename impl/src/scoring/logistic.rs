//! L2-penalized logistic regression, shared by the scorer's learned
//! readouts (`lead`, `sieve`): by Newton's method, in a fixed order, so
//! the same examples always give the same weights. Each row of features
//! ends with a constant 1 for the bias, which is not penalized. Also the
//! file a readout ships in, and `Linear`, a readout of one vector.
use anyhow::Context as _;

/// A vector a `Linear` readout reads: its values in a fixed order.
pub trait Values {
    fn values(&self) -> impl Iterator<Item = f32> + '_;
}

impl<const N: usize> Values for threadwatch_encoder::Vector<N> {
    fn values(&self) -> impl Iterator<Item = f32> + '_ {
        threadwatch_encoder::Vector::values(self).iter().copied()
    }
}

/// A logistic readout of an `N`-value vector: weights and a bias, the
/// chance the sigmoid of their dot product with the vector.
pub struct Linear<const N: usize> {
    weights: [f32; N],
    bias: f32,
}

impl<const N: usize> Linear<N> {
    pub fn chance(&self, x: &impl Values) -> f32 {
        let logit = self.weights.iter().zip(x.values()).map(|(w, x)| w * x).sum::<f32>() + self.bias;
        sigmoid(f64::from(logit)) as f32
    }

    /// Learns it from (vector, yes or no) pairs under the L2 `penalty` (`fit`).
    pub fn fit<V: Values>(examples: &[(V, bool)], penalty: f64) -> Linear<N> {
        let w = fit(&rows(examples), penalty);
        Linear { weights: std::array::from_fn(|i| w[i] as f32), bias: w[N] as f32 }
    }

    /// The largest component of the training loss's gradient at these
    /// weights: near zero when they are its minimum.
    pub fn largest_gradient<V: Values>(&self, examples: &[(V, bool)], penalty: f64) -> f64 {
        let w: Vec<f64> = self.weights.iter().chain(std::iter::once(&self.bias)).map(|&w| f64::from(w)).collect();
        gradient(&w, &rows(examples), penalty).iter().map(|g| g.abs()).fold(0.0, f64::max)
    }

    pub fn write(&self) -> anyhow::Result<Vec<u8>> {
        write(&self.weights, self.bias)
    }

    /// What `write` wrote; `what` names the readout in errors.
    pub fn read(file: &[u8], what: &str) -> anyhow::Result<Linear<N>> {
        let (weights, bias) = read(file, N, what)?;
        Ok(Linear { weights: std::array::from_fn(|i| weights[i]), bias })
    }
}

/// Each example's values with a constant 1 for the bias.
fn rows<V: Values>(examples: &[(V, bool)]) -> Vec<(Vec<f64>, bool)> {
    let features = |x: &V| x.values().map(f64::from).chain(std::iter::once(1.0)).collect();
    examples.iter().map(|(x, yes)| (features(x), *yes)).collect()
}

/// The weights minimizing the summed log loss plus half `penalty` times the
/// squared length of the weights (all but the last, the bias).
fn fit(rows: &[(Vec<f64>, bool)], penalty: f64) -> Vec<f64> {
    let n = rows.first().map_or(0, |(x, _)| x.len());
    let mut w = vec![0f64; n];
    for _ in 0..25 {
        let mut hessian = hessian(&w, rows, penalty);
        let step = solve(&mut hessian, &gradient(&w, rows, penalty));
        w.iter_mut().zip(&step).for_each(|(w, s)| *w -= s);
        if step.iter().map(|s| s.abs()).fold(0.0, f64::max) < 1e-10 {
            break;
        }
    }
    w
}

/// The loss's gradient at `w`: near zero at its minimum.
fn gradient(w: &[f64], rows: &[(Vec<f64>, bool)], penalty: f64) -> Vec<f64> {
    let mut g: Vec<f64> = w.iter().map(|w| penalty * w).collect();
    if let Some(bias) = g.last_mut() {
        *bias = 0.0;
    }
    for (x, yes) in rows {
        let error = sigmoid(dot(x, w)) - f64::from(u8::from(*yes));
        g.iter_mut().zip(x).for_each(|(g, x)| *g += error * x);
    }
    g
}

/// Weights and their bias, last, as one float32 tensor ("readout").
fn write(weights: &[f32], bias: f32) -> anyhow::Result<Vec<u8>> {
    let values: Vec<u8> = weights.iter().chain(std::iter::once(&bias)).flat_map(|v| v.to_le_bytes()).collect();
    let view = safetensors::tensor::TensorView::new(safetensors::Dtype::F32, vec![weights.len() + 1], &values)?;
    Ok(safetensors::serialize([("readout", view)], None)?)
}

/// The `weights` weights and the bias `write` stored; `what` names the
/// readout in errors.
fn read(file: &[u8], weights: usize, what: &str) -> anyhow::Result<(Vec<f32>, f32)> {
    let tensors = safetensors::SafeTensors::deserialize(file).with_context(|| what.to_owned())?;
    let tensor = tensors.tensor("readout").with_context(|| what.to_owned())?;
    anyhow::ensure!(
        tensor.dtype() == safetensors::Dtype::F32 && tensor.shape() == [weights + 1],
        "{what} is not {} float32 values",
        weights + 1
    );
    let mut values: Vec<f32> =
        tensor.data().chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
    let bias = values.pop().with_context(|| what.to_owned())?;
    Ok((values, bias))
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn dot(x: &[f64], w: &[f64]) -> f64 {
    x.iter().zip(w).map(|(x, w)| x * w).sum()
}

fn hessian(w: &[f64], rows: &[(Vec<f64>, bool)], penalty: f64) -> Vec<f64> {
    let n = w.len();
    let mut h = vec![0f64; n * n];
    for i in 0..n.saturating_sub(1) {
        h[i * n + i] = penalty;
    }
    for (x, _) in rows {
        let p = sigmoid(dot(x, w));
        let weight = p * (1.0 - p);
        for i in 0..n {
            let wi = weight * x[i];
            h[i * n..i * n + n].iter_mut().zip(x).for_each(|(h, xj)| *h += wi * xj);
        }
    }
    h
}

/// Solves `a x = b` for a symmetric positive definite `a` (Cholesky,
/// in place).
fn solve(a: &mut [f64], b: &[f64]) -> Vec<f64> {
    let n = b.len();
    for j in 0..n {
        let d = a[j * n + j] - (0..j).map(|k| a[j * n + k] * a[j * n + k]).sum::<f64>();
        let d = d.max(f64::MIN_POSITIVE).sqrt();
        a[j * n + j] = d;
        for i in j + 1..n {
            let s = a[i * n + j] - (0..j).map(|k| a[i * n + k] * a[j * n + k]).sum::<f64>();
            a[i * n + j] = s / d;
        }
    }
    let mut y = vec![0f64; n];
    for i in 0..n {
        y[i] = (b[i] - (0..i).map(|k| a[i * n + k] * y[k]).sum::<f64>()) / a[i * n + i];
    }
    let mut x = vec![0f64; n];
    for i in (0..n).rev() {
        x[i] = (y[i] - (i + 1..n).map(|k| a[k * n + i] * x[k]).sum::<f64>()) / a[i * n + i];
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cholesky_solves_a_small_system() {
        let mut a = vec![4.0, 2.0, 2.0, 3.0];
        let x = solve(&mut a, &[2.0, 1.0]);
        assert!((x[0] - 0.5).abs() < 1e-12 && x[1].abs() < 1e-12, "{x:?}");
    }

    #[test]
    fn the_fit_is_where_the_gradient_vanishes_and_separates_the_classes() {
        let rows: Vec<(Vec<f64>, bool)> =
            (0..40).map(|i| (vec![f64::from(i) / 10.0 - 2.0, 1.0], i % 7 != 0 && i >= 18)).collect();
        let w = fit(&rows, 1.0);
        assert!(gradient(&w, &rows, 1.0).iter().all(|g| g.abs() < 1e-8));
        assert!(w[0] > 0.0, "{w:?}");
    }
}
