// The slider library for useSlider (app/lib/slider.ts). A `.client` module: the server build gets an
// empty one, so keen-slider never reaches the Worker (decision 095).
export { default } from "keen-slider";
