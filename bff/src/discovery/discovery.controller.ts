import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DiscoveryService } from './discovery.service.js';

/**
 * For search engines and feed readers, not part of the JSON API (so not in its document).
 * `no-cache`: a client revalidates each time (Express answers an unchanged body 304 by its
 * ETag), and nginx's 1-second micro-cache is the only one in front.
 */
@ApiExcludeController()
@Controller()
export class DiscoveryController {
  constructor(private readonly discovery: DiscoveryService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  sitemap(): Promise<string> {
    return this.discovery.sitemap();
  }

  @Get('blog/rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  feed(): Promise<string> {
    return this.discovery.feed();
  }
}
