// jsdom lacks the fetch family and a few web globals that react-router and MSW (the specs'
// network) use. Give the test window Node's own, so Request, FormData, File and fetch agree with
// each other: a multipart body built by the page reaches the spec's handler as sent.
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
  'Blob',
  'File',
];

export default class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];

    // Node's FormData, which also reads a <form> as the browser's does (jsdom's collects it).
    const JsdomFormData = this.global.FormData;
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
      }
    };
  }
}
