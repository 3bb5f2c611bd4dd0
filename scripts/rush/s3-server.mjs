// An S3-compatible server for the rush topology: s3rver on 127.0.0.1, one bucket whose CORS rule lets the site's
// pages post uploads to it (the browser posts straight to the bucket, from the site's origin).
//   node scripts/rush/s3-server.mjs PORT DIRECTORY BUCKET SITE_ORIGIN
// Prints "s3-server: ready" once it listens; stops on SIGTERM.
import S3rver from 's3rver';

const [port, directory, bucket, origin] = process.argv.slice(2);
if (!port || !directory || !bucket || !origin) {
  console.error('usage: node scripts/rush/s3-server.mjs PORT DIRECTORY BUCKET SITE_ORIGIN');
  process.exit(2);
}
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
const server = new S3rver({ address: '127.0.0.1', port: Number(port), silent: true, directory, configureBuckets: [{ name: bucket, configs: [cors] }] });
await server.run();
console.log('s3-server: ready');
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
