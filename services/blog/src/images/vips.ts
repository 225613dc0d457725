/** sharp as the image modules use it. */
import sharp from 'sharp';

// Every upload is a new input, so libvips' operation cache would only hold memory. One libvips
// thread an image: the queue's concurrency says how many images run at once, and a second
// thread made no image faster on two busy cores while it costs a second set of buffers.
sharp.cache(false);
sharp.concurrency(1);

export { sharp };
