// Chart.js for the dashboard's inquiry chart. A `.client` module: the server build gets an empty
// stub, so neither Chart.js nor its registration reaches (or runs at start-up of) the Worker; the
// browser loads it on demand once the dashboard has its data.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };
