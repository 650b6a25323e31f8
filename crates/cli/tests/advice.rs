//! `boggle recognize` gives the advice to retake: on stderr after the error or the doubt table, and in the JSON.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

mod common;

use common::{boggle, stderr, stdout, temp_dir};

const PHOTOS: &str = concat!(
    env!("BOGGLE_SHARED"),
    "/data/photos/roboflow-boggle-boards/images/"
);

#[test]
fn a_dark_photo_is_told_to_find_light_in_text_and_json() {
    let dir = temp_dir("advice-dark");
    let path = dir.join("dark.png");
    image::RgbImage::from_pixel(200, 150, image::Rgb([10, 10, 12]))
        .save(&path)
        .unwrap();
    let path = path.to_string_lossy().into_owned();
    let out = boggle(&["recognize", &path]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.lines()
            .any(|l| l == "advice: Too dark: turn on a light or move to a window"),
        "{err}"
    );
    let json = boggle(&["recognize", &path, "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["advice"][0]["name"], "too-dark", "{}", stdout(&json));
    assert!(value["advice"][0]["message"].is_string());
}

#[test]
fn a_good_photo_gets_no_advice() {
    let photo = format!("{PHOTOS}004d2c027e43dd194554d6527b4ba67a.jpg");
    let out = boggle(&["recognize", &photo]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("advice:"), "{}", stderr(&out));
    let json = boggle(&["recognize", &photo, "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["advice"], serde_json::json!([]), "{}", stdout(&json));
}

/// `photo` (a labelled photo's file name) at a fifth of its light, saved as PNG in `dir`.
fn dimmed(photo: &str, dir: &std::path::Path) -> String {
    let bytes = std::fs::read(format!("{PHOTOS}{photo}")).unwrap();
    let mut rgb = boggle_vision::Photo::decode(&bytes).unwrap().rgb().clone();
    rgb.pixels_mut()
        .for_each(|p| p.0 = p.0.map(|c| (f32::from(c) * 0.2).round() as u8));
    let path = dir.join(photo.replace(".jpg", ".png"));
    rgb.save(&path).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn a_dim_photo_is_told_to_find_light_only_when_a_tile_needs_checking() {
    let dir = temp_dir("advice-dim");
    // Two tiles to check at a fifth of the light: a photo taken again is a way on.
    let marked = boggle(&[
        "recognize",
        &dimmed("55bbec5158c9cf0889c6d564cfa2826c.jpg", &dir),
        "--json",
    ]);
    assert!(marked.status.success(), "{}", stderr(&marked));
    let value: serde_json::Value = serde_json::from_slice(&marked.stdout).unwrap();
    let doubtful = value["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["doubtful"] == true)
        .count();
    assert!(doubtful > 0, "{}", stdout(&marked));
    assert_eq!(
        value["advice"][0]["name"],
        "too-dark",
        "{}",
        stdout(&marked)
    );
    // Read right with nothing to check, however dim: no advice.
    let clean = boggle(&[
        "recognize",
        &dimmed("004d2c027e43dd194554d6527b4ba67a.jpg", &dir),
    ]);
    assert!(clean.status.success(), "{}", stderr(&clean));
    assert_eq!(stdout(&clean).lines().next(), Some("ygkh auox mrlz isio"));
    assert!(!stderr(&clean).contains("advice:"), "{}", stderr(&clean));
}
