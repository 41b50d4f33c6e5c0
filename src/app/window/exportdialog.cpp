#include "exportdialog.h"

#include "ui_exportdialog.h"

#include <QComboBox>

namespace ml
{

namespace
{
// In the order of the form's language and page size lists.
const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("nl")};
const QList<QPageSize::PageSizeId> kPageSizes{QPageSize::A4, QPageSize::A3, QPageSize::A5,
                                              QPageSize::Letter};
} // namespace

ExportDialog::ExportDialog(const QString &title, bool hasSelection, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::ExportDialog>())
{
    m_ui->setupUi(this);
    m_ui->pictureTitle->setText(title);
    m_ui->selectionOnly->setEnabled(hasSelection);
    m_ui->selectionOnly->setChecked(hasSelection);
    showStepOptions(false);
    showPageOptions(false);
    m_shownLanguage = language();
    connect(m_ui->pictureLanguage, &QComboBox::currentIndexChanged, this,
            &ExportDialog::languageChosen);
}

ExportDialog::~ExportDialog() = default;

void ExportDialog::showStepOptions(bool on)
{
    m_ui->form->setRowVisible(m_ui->stepPoints, on);
}

void ExportDialog::showPageOptions(bool on)
{
    m_ui->form->setRowVisible(m_ui->pageSize, on);
}

void ExportDialog::setLanguage(const QString &language)
{
    m_ui->pictureLanguage->setCurrentIndex(qMax(0, kLanguages.indexOf(language)));
}

void ExportDialog::setProposedTitles(const QMap<QString, QString> &titles)
{
    m_proposedTitles = titles;
}

void ExportDialog::languageChosen()
{
    const QString now = language();
    const auto shown = m_proposedTitles.constFind(m_shownLanguage);
    if (shown != m_proposedTitles.constEnd() && m_ui->pictureTitle->text() == *shown &&
        m_proposedTitles.contains(now))
        m_ui->pictureTitle->setText(m_proposedTitles.value(now));
    m_shownLanguage = now;
}

QString ExportDialog::title() const
{
    return m_ui->pictureTitle->text();
}

bool ExportDialog::legend() const
{
    return m_ui->legend->isChecked();
}

bool ExportDialog::selectionOnly() const
{
    return m_ui->selectionOnly->isChecked();
}

bool ExportDialog::points() const
{
    return m_ui->form->isRowVisible(m_ui->stepPoints) && m_ui->stepPoints->isChecked();
}

void ExportDialog::setCoordinates(bool on)
{
    m_ui->coordinates->setChecked(on);
}

bool ExportDialog::coordinates() const
{
    return m_ui->coordinates->isChecked();
}

QString ExportDialog::language() const
{
    return kLanguages.value(m_ui->pictureLanguage->currentIndex(), kLanguages.first());
}

QPageSize ExportDialog::pageSize() const
{
    return QPageSize(kPageSizes.value(m_ui->pageSize->currentIndex(), QPageSize::A4));
}

} // namespace ml
