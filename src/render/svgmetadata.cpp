// SPDX-License-Identifier: GPL-3.0-or-later
#include "svgmetadata.h"

#include <QFont>
#include <QFontInfo>
#include <QRegularExpression>

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
} // namespace

QString svgTitle(const QString &title)
{
    if (title.isEmpty()) return QStringLiteral("Meeple Lab board");
    QString kept;
    kept.reserve(title.size());
    for (qsizetype i = 0; i < title.size(); ++i) {
        const QChar next = i + 1 < title.size() ? title.at(i + 1) : QChar();
        const QChar previous = i > 0 ? title.at(i - 1) : QChar();
        if (allowedInXml(title.at(i), next, previous)) kept.append(title.at(i));
    }
    // toHtmlEscaped covers &, <, > and the double quote; XML needs nothing more in an element.
    return kept.toHtmlEscaped();
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
        const bool plain = !face.contains(u'\'') && !face.contains(u'&') && !face.contains(u'<');
        out.append(
            QStringLiteral("font-family=\"%1%2\"")
                .arg(plain && !face.isEmpty() ? u'\'' + face + QStringLiteral("', ") : QString(),
                     fallbacks));
        done = m.capturedEnd();
    }
    out.append(QStringView(text).mid(done));
    return out.toUtf8();
}

} // namespace ml
