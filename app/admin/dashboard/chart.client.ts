// Chart.js for the dashboard's inquiry chart. A `.client` module: the server build gets an empty
// stub, so neither Chart.js nor its registration reaches (or runs at start-up of) the Worker; the
// browser loads it on demand once the dashboard has its data.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
// No animation (decision 165): Chart.js holds back a resize that comes while bars are still growing
// and can lose it, leaving a chart drawn for the old width (a phone turned, a window narrowed).
Chart.defaults.animation = false;

export { Chart };
