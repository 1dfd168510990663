/** The open-source packages the product is built on directly, with their licences (from each package's manifest). */
export interface ThirdParty {
  name: string;
  version: string;
  licence: string;
  use: string;
}

export const THIRD_PARTY: ThirdParty[] = [
  { name: 'react, react-dom', version: '19.3.1', licence: 'MIT', use: 'User interface' },
  { name: 'primereact', version: '10.9.9', licence: 'MIT', use: 'User interface components' },
  { name: 'primeicons', version: '8.0.2', licence: 'PrimeUI licence', use: 'Icons' },
  { name: 'react-router-dom', version: '7.18.5', licence: 'MIT', use: 'Routing' },
  { name: '@tanstack/react-query', version: '5.108.0', licence: 'MIT', use: 'Server state' },
  { name: 'mobx, mobx-react-lite', version: '7.1.3, 5.1.0', licence: 'MIT', use: 'Client state' },
  { name: 'tsyringe', version: '4.10.0', licence: 'MIT', use: 'Dependency injection' },
  { name: 'reflect-metadata', version: '0.2.2', licence: 'Apache-2.0', use: 'Dependency injection' },
  { name: 'react-hook-form, @hookform/resolvers', version: '7.92.0, 7.0.7', licence: 'MIT', use: 'Forms' },
  { name: 'yup', version: '1.7.1', licence: 'MIT', use: 'Validation' },
  { name: 'react-grid-layout', version: '2.3.0', licence: 'MIT', use: 'Dashboard grid' },
  { name: '@xyflow/react', version: '12.12.1', licence: 'MIT', use: 'Policy and action diagrams' },
  { name: 'apexcharts, react-apexcharts', version: '7.9.1, 2.2.0', licence: 'ApexCharts dual licence (community or commercial)', use: 'Charts' },
  { name: 'libphonenumber-js', version: '1.13.16', licence: 'MIT', use: 'Phone numbers' },
  { name: 'fastify, @fastify/static', version: '5.12.8, 10.1.11', licence: 'MIT', use: 'Platform server' },
  { name: 'kysely', version: '0.28.18', licence: 'MIT', use: 'Database queries' },
  { name: 'better-sqlite3', version: '12.11.1', licence: 'MIT', use: 'Embedded database' },
  { name: 'pg', version: '8.23.1', licence: 'MIT', use: 'PostgreSQL client' },
  { name: 'ioredis', version: '6.0.0', licence: 'MIT', use: 'Event fan-out between servers' },
  { name: '@node-rs/argon2', version: '2.2.1', licence: 'MIT', use: 'Password hashing' },
  { name: 'pdfjs-dist', version: '5.6.205', licence: 'Apache-2.0', use: 'PDF text extraction' },
  { name: 'mammoth', version: '1.13.0', licence: 'BSD-2-Clause', use: 'Word document extraction' },
  { name: 'word-extractor, cfb', version: '1.0.4, 1.2.2', licence: 'MIT, Apache-2.0', use: 'Legacy Office documents' },
  { name: 'exceljs', version: '4.4.0', licence: 'MIT', use: 'Excel import and export' },
  { name: 'pdfmake', version: '0.3.11', licence: 'MIT', use: 'PDF reports' },
  { name: 'mailparser, @kenjiuno/msgreader', version: '3.9.31, 1.28.0', licence: 'MIT, Apache-2.0', use: 'E-mail files' },
  { name: 'yauzl', version: '3.4.0', licence: 'MIT', use: 'Archives' },
  { name: 'iconv-lite', version: '0.7.3', licence: 'MIT', use: 'Text encodings' },
  { name: 'node-html-parser', version: '9.0.7', licence: 'MIT', use: 'HTML extraction' },
  { name: 'tesseract.js, @tesseract.js-data/eng', version: '7.0.0, 1.0.0', licence: 'Apache-2.0, MIT', use: 'Text recognition (OCR)' },
  { name: 'chevrotain', version: '11.2.0', licence: 'Apache-2.0', use: 'Search language parser' },
  { name: 're2-wasm', version: '1.0.2', licence: 'Apache-2.0', use: 'Linear-time pattern matching' },
  { name: 'ibantools', version: '4.5.4', licence: 'MIT or MPL-2.0', use: 'Bank account classification' },
  { name: 'esbuild', version: '0.28.2', licence: 'MIT', use: 'Build' },
];
