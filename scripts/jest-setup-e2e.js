// Browser tests take seconds per step (a real server and Chromium). A failing test fails: no retries.
jest.setTimeout(120000);
