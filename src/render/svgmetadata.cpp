#include "svgmetadata.h"

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

} // namespace ml
