// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikisnippet.h"

#include <QFileInfo>

namespace ml
{

namespace
{
// Every character MediaWiki reads as markup inside a link's caption: the bar between the
// parts, links, templates, tags and entities, signatures (~~~), and two apostrophes in a row
// (italics). A single apostrophe, as in "Red's", stays as it is.
QString wikiPlain(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool doubledQuote = c == u'\'' && ((i > 0 && text.at(i - 1) == u'\'') ||
                                                 (i + 1 < text.size() && text.at(i + 1) == u'\''));
        switch (c.unicode()) {
        case u'|':
        case u'[':
        case u']':
        case u'{':
        case u'}':
        case u'<':
        case u'>':
        case u'&':
        case u'~':
            out += QStringLiteral("&#%1;").arg(c.unicode());
            break;
        case u'\n':
        case u'\r':
        case u'\t':
            out += u' ';
            break;
        default:
            if (doubledQuote) out += QStringLiteral("&#39;");
            // Other control characters have no place on a wiki page.
            else if (c.unicode() >= 0x20 && c.unicode() != 0x7f)
                out += c;
        }
    }
    return out.simplified();
}
} // namespace

QString wikiSnippet(const QString &fileName, const QString &caption, const QString &alt)
{
    const QString name = wikiPlain(QFileInfo(fileName).fileName());
    const QString words = wikiPlain(caption);
    // wikiPlain writes '=' as it is: MediaWiki reads only the first one after "alt".
    const QString altText = wikiPlain(alt);
    const QString altPart = altText.isEmpty() ? QString() : QStringLiteral("|alt=") + altText;
    return words.isEmpty() ? QStringLiteral("[[File:%1|thumb%2]]").arg(name, altPart)
                           : QStringLiteral("[[File:%1|thumb%2|%3]]").arg(name, altPart, words);
}

} // namespace ml
