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
