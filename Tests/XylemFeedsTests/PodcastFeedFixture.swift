// A podcast feed written for the tests, with every element of RSS 2.0, iTunes, Podcasting 2.0,
// Media RSS, Dublin Core, content and atom:link that the models read.

enum PodcastFeedFixture {
    static let namespaces = """
        xmlns:itunes="http://www.itunes.com/DTDs/Podcast-1.0.dtd" \
        xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:media="http://search.yahoo.com/mrss/" \
        xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" \
        xmlns:atom="http://www.w3.org/2005/Atom"
        """

    static func feed(declaring: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" \(declaring ? namespaces : "")>
        <channel>
          <title>Tide &amp; Time</title>
          <link>https://tide.example/</link>
          <description>A show about the sea.</description>
          <language>en-gb</language>
          <copyright>CC BY 4.0</copyright>
          <managingEditor>ed@tide.example (Ed)</managingEditor>
          <webMaster>web@tide.example</webMaster>
          <pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate>
          <lastBuildDate>Wed, 11 Jun 2003 09:41:01 EST</lastBuildDate>
          <category domain="https://tide.example/tax">Ocean</category>
          <generator>Hand</generator>
          <docs>https://www.rssboard.org/rss-specification</docs>
          <ttl>60</ttl>
          <image><url>https://tide.example/logo.png</url><title>Tide</title><link>https://tide.example/</link>
            <width>88</width><height>31</height></image>
          <skipHours><hour>1</hour><hour>2</hour></skipHours>
          <skipDays><day>Sunday</day></skipDays>
          <atom:link rel="self" href="https://tide.example/feed.xml" type="application/rss+xml"/>
          <atom:link rel="next" href="https://tide.example/feed.xml?page=2"/>
          <atom:link rel="hub" href="https://hub.example/"/>
          <itunes:author>Ann Mariner</itunes:author>
          <itunes:title>Tide and Time</itunes:title>
          <itunes:subtitle>The sea, weekly</itunes:subtitle>
          <itunes:summary>Stories from the shore.</itunes:summary>
          <itunes:keywords>sea,tide</itunes:keywords>
          <itunes:type>serial</itunes:type>
          <itunes:owner><itunes:name>Ann</itunes:name><itunes:email>ann@tide.example</itunes:email></itunes:owner>
          <itunes:image href="https://tide.example/art.jpg"/>
          <itunes:category text="Science"><itunes:category text="Earth Sciences"/></itunes:category>
          <itunes:category text="History"/>
          <itunes:explicit>Clean</itunes:explicit>
          <itunes:block>Yes</itunes:block>
          <itunes:complete>no</itunes:complete>
          <itunes:new-feed-url>https://new.tide.example/feed</itunes:new-feed-url>
          <podcast:guid>917393e3-1b1e-5cef-ace4-edaa54e1f810</podcast:guid>
          <podcast:locked owner="ann@tide.example">yes</podcast:locked>
          <podcast:funding url="https://tide.example/donate">Support the show</podcast:funding>
          <podcast:person role="host" group="cast" img="https://tide.example/ann.jpg" href="https://ann.example">Ann Mariner</podcast:person>
          <podcast:location geo="geo:50.1,-5.5" osm="R123">Penzance</podcast:location>
          <podcast:medium>podcast</podcast:medium>
          <podcast:trailer pubdate="Thu, 01 Apr 2021 08:00:00 EST" url="https://tide.example/trailer.mp3" length="12345" type="audio/mpeg" season="2">Season two</podcast:trailer>
          <podcast:license url="https://creativecommons.org/licenses/by/4.0/">cc-by-4.0</podcast:license>
          <podcast:images srcset="https://tide.example/a-600.jpg 600w, https://tide.example/a-1500.jpg 1500w"/>
          <podcast:value type="lightning" method="keysend" suggested="0.00000005000">
            <podcast:valueRecipient name="Ann" type="node" address="02d5c1" split="90"/>
            <podcast:valueRecipient name="Host" type="node" address="03ae9f" split="10" fee="true"/>
          </podcast:value>
          <podcast:liveItem status="live" start="2021-09-26T07:30:00.000-0600" end="2021-09-26T09:30:00.000-0600">
            <title>Live from the harbour</title>
            <guid>live-1</guid>
            <enclosure url="https://tide.example/live.mp3" type="audio/mpeg" length="312"/>
          </podcast:liveItem>
          <podcast:podroll><podcast:remoteItem feedGuid="abc-1" feedUrl="https://other.example/feed"/></podcast:podroll>
          <podcast:txt purpose="verify">S6lpp-7ZCn8-dZfGc</podcast:txt>
          <podcast:updateFrequency rrule="FREQ=WEEKLY" complete="false" dtstart="2023-01-01T00:00:00Z">Weekly</podcast:updateFrequency>
          <media:rating scheme="urn:simple">nonadult</media:rating>
          <dc:publisher>Tide Media</dc:publisher>
          <item>
            <title>Episode 1: Low water</title>
            <link>https://tide.example/1</link>
            <description><![CDATA[<p>The <b>first</b> one.</p>]]></description>
            <content:encoded><![CDATA[<p>Full notes.</p>]]></content:encoded>
            <author>ann@tide.example (Ann)</author>
            <category>Ocean</category>
            <category domain="https://tide.example/tax">Tides</category>
            <comments>https://tide.example/1#comments</comments>
            <enclosure url="https://tide.example/1.mp3" length="24986239" type="audio/mpeg"/>
            <enclosure url="https://tide.example/1.ogg" length="not-a-number" type="audio/ogg"/>
            <guid isPermaLink="false">tide-1</guid>
            <pubDate>Sun, 1 Jun 2003 04:00 +0130</pubDate>
            <source url="https://other.example/rss">Other</source>
            <itunes:duration>1:02:03</itunes:duration>
            <itunes:episode>1</itunes:episode>
            <itunes:season>2</itunes:season>
            <itunes:episodeType>full</itunes:episodeType>
            <itunes:explicit>true</itunes:explicit>
            <itunes:image href="https://tide.example/1.jpg"/>
            <itunes:title>Low water</itunes:title>
            <itunes:block>no</itunes:block>
            <podcast:transcript url="https://tide.example/1.vtt" type="text/vtt" language="en" rel="captions"/>
            <podcast:transcript url="https://tide.example/1.json" type="application/json"/>
            <podcast:chapters url="https://tide.example/1.chapters.json" type="application/json+chapters"/>
            <podcast:person role="guest">Bo Diver</podcast:person>
            <podcast:season name="Shores">2</podcast:season>
            <podcast:episode display="Ep. 1">1.5</podcast:episode>
            <podcast:soundbite startTime="73.0" duration="60.5">Why tides turn</podcast:soundbite>
            <podcast:alternateEnclosure type="audio/opus" length="3205" bitrate="128000" default="true" title="Opus">
              <podcast:source uri="https://tide.example/1.opus"/>
              <podcast:source uri="ipfs://QmX" contentType="audio/opus"/>
              <podcast:integrity type="sri" value="sha384-ExVq"/>
            </podcast:alternateEnclosure>
            <podcast:remoteItem feedGuid="abc-1" itemGuid="ep-9" medium="music"/>
            <media:content url="https://tide.example/1.mp4" fileSize="1000" type="video/mp4" medium="video" isDefault="true" duration="3723" width="640" height="360" lang="en">
              <media:title type="plain">Low water (video)</media:title>
              <media:thumbnail url="https://tide.example/1-c.jpg" width="75" height="50" time="12:05:01.123"/>
            </media:content>
            <media:group>
              <media:content url="https://tide.example/1-lo.mp4" bitrate="300" framerate="25" samplingrate="44.1" channels="2" expression="full"/>
              <media:content url="https://tide.example/1-hi.mp4"/>
              <media:credit role="producer" scheme="urn:ebu">Cy Crew</media:credit>
            </media:group>
            <media:thumbnail url="https://tide.example/1-t.jpg"/>
            <media:title>Low water</media:title>
            <media:description type="html">&lt;b&gt;Low&lt;/b&gt;</media:description>
            <media:player url="https://tide.example/play/1" width="400" height="300"/>
            <media:keywords>tide, moon</media:keywords>
            <media:category scheme="urn:tide" label="Tides">science/tides</media:category>
            <media:rating>nonadult</media:rating>
            <dc:creator>Ann Mariner</dc:creator>
            <dc:date>2003-06-01T03:00:00Z</dc:date>
            <dc:subject>tides</dc:subject>
            <x:unknown xmlns:x="urn:unknown" a="1">kept <x:b>as is</x:b></x:unknown>
          </item>
          <item>
            <title>Episode 2</title>
            <guid>https://tide.example/2</guid>
            <pubDate>not a date</pubDate>
            <itunes:duration>754</itunes:duration>
            <itunes:episode>two</itunes:episode>
            <itunes:explicit>no</itunes:explicit>
          </item>
        </channel>
        </rss>
        """
    }
}
