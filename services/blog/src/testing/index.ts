export { startS3TestServer, type S3TestServer } from './s3-test-server.js';
