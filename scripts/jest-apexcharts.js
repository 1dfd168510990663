// react-apexcharts in CommonJS expects apexcharts to export the class itself. The chart-type and feature
// modules (apexcharts/pie, apexcharts/bar, ...) and the full build all require 'apexcharts/core' and read its
// internals, so this stands for 'apexcharts/core': the core class carrying those internals, with every chart
// type registered on it by loading the full build once.
const core = jest.requireActual('apexcharts/dist/core.common.js');
const ApexCharts = core.default;
for (const [key, value] of Object.entries(core)) if (key !== 'default' && !(key in ApexCharts)) ApexCharts[key] = value;
ApexCharts.default = ApexCharts;
module.exports = ApexCharts;
jest.requireActual('apexcharts/dist/apexcharts.common.js');
