// SPDX-License-Identifier: GPL-3.0-or-later
#include "svgmetadata.h"

#include <QFont>
#include <QFontInfo>
#include <QHash>
#include <QImage>
#include <QPainterPath>
#include <QRegularExpression>
#include <QTransform>
#include <QXmlStreamReader>

namespace ml
{

namespace
{
bool allowedInXml(QChar c, QChar next, QChar previous)
{
    const char16_t u = c.unicode();
    if (u == u'\t' || u == u'\n' || u == u'\r') return true;
    if (u < 0x20 || u == 0xFFFE || u == 0xFFFF) return false;
    if (c.isHighSurrogate()) return next.isLowSurrogate();
    if (c.isLowSurrogate()) return previous.isHighSurrogate();
    return true;
}

QString keptForXml(const QString &text)
{
    QString kept;
    kept.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        const QChar previous = i > 0 ? text.at(i - 1) : QChar();
        if (allowedInXml(text.at(i), next, previous)) kept.append(text.at(i));
    }
    return kept;
}
} // namespace

QString xmlText(const QString &text)
{
    // toHtmlEscaped covers &, <, > and the double quote; XML needs nothing more in an element.
    return keptForXml(text).toHtmlEscaped();
}

void setPictureText(QImage *image, const QString &title, const QString &description)
{
    if (!title.isEmpty()) image->setText(QStringLiteral("Title"), keptForXml(title));
    if (!description.isEmpty())
        image->setText(QStringLiteral("Description"), keptForXml(description));
}

QString svgTitle(const QString &title)
{
    if (title.isEmpty()) return QStringLiteral("Meeple Lab board");
    return xmlText(title);
}

QByteArray svgWithFontFallbacks(const QByteArray &svg)
{
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    // Faces of the same build as the one Qt draws with on Debian (DejaVu), then the common
    // sans-serif faces of other systems, then the generic family every renderer has.
    static const QString fallbacks =
        QStringLiteral("'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif");
    const QString text = QString::fromUtf8(svg);
    QString out;
    out.reserve(text.size() + text.size() / 8);
    qsizetype done = 0;
    QRegularExpressionMatchIterator it = family.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out.append(QStringView(text).mid(done, m.capturedStart() - done));
        QString face = m.captured(1);
        if (face.isEmpty() || face == u"Sans Serif" || face == u"sans-serif")
            face = QFontInfo(QFont(face.isEmpty() ? QStringLiteral("Sans Serif") : face)).family();
        // The face's name as written by Qt was escaped for an attribute; quotes inside a
        // CSS list would end the name, so a name holding one is left out.
        const bool plain = !face.contains(u'\'') && !face.contains(u'&') && !face.contains(u'<') &&
                           !fallbacks.contains(u'\'' + face + u'\'');
        out.append(
            QStringLiteral("font-family=\"%1%2\"")
                .arg(plain && !face.isEmpty() ? u'\'' + face + QStringLiteral("', ") : QString(),
                     fallbacks));
        done = m.capturedEnd();
    }
    out.append(QStringView(text).mid(done));
    return out.toUtf8();
}

namespace
{
// The text of an element as QSvgGenerator escaped it, read back by Qt's XML parser; left as
// written if it does not parse.
QString unescapedXml(const QString &text)
{
    QXmlStreamReader xml(QStringLiteral("<t>") + text + QStringLiteral("</t>"));
    xml.readNextStartElement();
    const QString plain = xml.readElementText();
    return xml.hasError() ? text : plain;
}

QString svgNumber(qreal v)
{
    QString s = QString::number(v, 'f', 2);
    while (s.contains(u'.') && (s.endsWith(u'0') || s.endsWith(u'.')))
        s.chop(1);
    return s == u"-0" ? QStringLiteral("0") : s;
}

// An SVG path's data for `path`: moves, lines and cubic curves, as QPainterPath holds them.
QString pathData(const QPainterPath &path)
{
    QString d;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        switch (e.type) {
        case QPainterPath::MoveToElement:
            d += u'M' + svgNumber(e.x) + u' ' + svgNumber(e.y);
            break;
        case QPainterPath::LineToElement:
            d += u'L' + svgNumber(e.x) + u' ' + svgNumber(e.y);
            break;
        case QPainterPath::CurveToElement:
            if (i + 2 < path.elementCount()) {
                const QPainterPath::Element c2 = path.elementAt(i + 1);
                const QPainterPath::Element end = path.elementAt(i + 2);
                d += u'C' + svgNumber(e.x) + u' ' + svgNumber(e.y) + u' ' + svgNumber(c2.x) + u' ' +
                     svgNumber(c2.y) + u' ' + svgNumber(end.x) + u' ' + svgNumber(end.y);
                i += 2;
            }
            break;
        case QPainterPath::CurveToDataElement:
            break;
        }
    }
    return d;
}
} // namespace

QByteArray svgTextAsPaths(const QByteArray &svg)
{
    static const QRegularExpression element(QStringLiteral("<text([^>]*)>([^<]*)</text>"));
    static const QRegularExpression attribute(QStringLiteral("([a-z:-]+)=\"([^\"]*)\""));
    const QString text = QString::fromUtf8(svg);
    QString out;
    out.reserve(text.size());
    qsizetype done = 0;
    QRegularExpressionMatchIterator it = element.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out.append(QStringView(text).mid(done, m.capturedStart() - done));
        done = m.capturedEnd();
        QHash<QString, QString> a;
        QRegularExpressionMatchIterator at = attribute.globalMatch(m.captured(1));
        while (at.hasNext()) {
            const QRegularExpressionMatch am = at.next();
            a.insert(am.captured(1), am.captured(2));
        }
        // The first face of the list, as it was drawn with.
        QString family = a.value(QStringLiteral("font-family")).section(u',', 0, 0).trimmed();
        family.remove(u'\'');
        QFont font(family);
        // Outlined at 64 times the size and scaled back, so that a fractional size (a
        // pixel size is a whole number) keeps its width.
        constexpr int kOversize = 64;
        const qreal size = qBound(1.0, a.value(QStringLiteral("font-size")).toDouble(), 1000.0);
        font.setPixelSize(qRound(size * kOversize));
        const int weight = a.value(QStringLiteral("font-weight")).toInt();
        if (weight >= 100 && weight <= 900) font.setWeight(QFont::Weight(weight));
        font.setItalic(a.value(QStringLiteral("font-style")) != u"normal" &&
                       !a.value(QStringLiteral("font-style")).isEmpty());
        QPainterPath glyphs;
        glyphs.addText(QPointF(0, 0), font, unescapedXml(m.captured(2)));
        QTransform place;
        place.translate(a.value(QStringLiteral("x")).toDouble(),
                        a.value(QStringLiteral("y")).toDouble());
        place.scale(size / (font.pixelSize()), size / (font.pixelSize()));
        const QPainterPath path = place.map(glyphs);
        // The text itself stays with its outline, for search and for screen readers.
        out.append(QStringLiteral("<path fill=\"%1\" fill-opacity=\"%2\" stroke=\"none\" "
                                  "d=\"%3\"><title>%4</title></path>")
                       .arg(a.value(QStringLiteral("fill"), QStringLiteral("#000000")),
                            a.value(QStringLiteral("fill-opacity"), QStringLiteral("1")),
                            pathData(path), m.captured(2)));
    }
    out.append(QStringView(text).mid(done));
    return out.toUtf8();
}

} // namespace ml
